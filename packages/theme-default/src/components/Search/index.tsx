import { useLang, useNavigate, usePageData, useSiteData } from '@docs-kit/core/runtime';
import type { SearchConfig } from '@docs-kit/search/runtime';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { loadEngine, preloadEngine } from './engine';
import { algoliaHost, hrefOf, missingResultsUrl, routeOf } from './links';
import { SearchIcons } from './SearchIcons';
import type { StoredHit } from './storage';
import { resolveSearchTexts } from './texts';
import type { OpenMode } from './useSearchModal';
import './index.css';
import './results.css';

/** The modal and everything it needs load on first open, in their own chunk (issue 4). */
const SearchModal = lazy(() => import('./SearchModal').then((m) => ({ default: m.SearchModal })));

/** Spec 9: the component's default; the site sets 20. */
const DEFAULT_RESULTS_PER_GROUP = 5;

/** Whether a key press lands in a text field, where `/` is a character and not a shortcut. */
function isEditing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el?.tagName) return false;
  return el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT';
}

function useIsApple(): boolean {
  const [apple, setApple] = useState(false);
  useEffect(() => setApple(/Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent)), []);
  return apple;
}

export interface SearchProps {
  /** Keep no recent or favorite searches in this browser. */
  disableUserPersonalization?: boolean;
}

/**
 * The nav's search button and the search modal (spec 2.5): opens with the button, Ctrl/Cmd+K,
 * or `/` when no field has focus. The engine and the index load on hover or focus of the
 * button, or when the modal opens, never with the page.
 */
export function Search({ disableUserPersonalization }: SearchProps = {}) {
  const site = useSiteData();
  const lang = useLang();
  // On a versioned site, search the version being read (its own index, or Algolia's version facet).
  const { version } = usePageData();
  const navigate = useNavigate();
  const apple = useIsApple();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const config = site.search as SearchConfig | false;
  const locale = site.themeConfig.locales.find((l) => l.lang === lang);
  const texts = useMemo(
    () => resolveSearchTexts(lang, site.themeConfig.texts?.search, locale?.texts?.search, lang === site.lang),
    [lang, site, locale],
  );

  const getEngine = useCallback(() => {
    if (!config) return Promise.reject(new Error('Search is off'));
    return loadEngine(config, site.base, lang, version);
  }, [config, site.base, lang, version]);
  const preload = () => config && preloadEngine(config, site.base, lang, version);

  // Spec 7: a preconnect link to the search host, so the first query skips the handshake.
  const appId = config && config.provider === 'algolia' ? config.appId : undefined;
  useEffect(() => {
    if (!appId) return;
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = algoliaHost(appId);
    link.crossOrigin = 'anonymous';
    document.head.append(link);
    return () => link.remove();
  }, [appId]);

  useEffect(() => {
    if (!config) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((o) => !o);
      } else if (
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isEditing(event.target) &&
        !open
      ) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [config, open]);

  // Focus goes back to the button, as for any dialog (not when a result was opened: the page changes).
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus({ preventScroll: true });
  }, []);

  const onOpenHit = useCallback(
    (hit: StoredHit, mode: OpenMode) => {
      const href = hrefOf(hit.url, site.base);
      if (mode === 'tab') window.open(href, '_blank', 'noopener');
      else if (mode === 'window') window.open(href, '_blank', 'noopener,popup');
      else {
        setOpen(false);
        navigate(routeOf(hit.url, site.base));
      }
    },
    [site.base, navigate],
  );

  if (!config) return null;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="docs-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SearchIcons.Search />
        <span className="docs-search-button-text">{texts.buttonText}</span>
        <span className="docs-search-button-keys" aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {/* In a portal: the nav's backdrop filter would otherwise confine the fixed backdrop to the nav. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <SearchModal
                lang={lang}
                texts={texts}
                resultsPerGroup={config.resultsPerGroup ?? DEFAULT_RESULTS_PER_GROUP}
                getEngine={getEngine}
                hrefOf={(hit) => hrefOf(hit.url, site.base)}
                reportUrl={(query) => missingResultsUrl(site, query)}
                onOpen={onOpenHit}
                onClose={close}
                disableUserPersonalization={disableUserPersonalization}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
