import { useLang, usePageData, useSiteData } from '@docs-kit/core/runtime';
import { LanguageSwitcher, NavMenu, Search, SocialLinks, ThemeToggle, VersionSwitcher } from '@theme';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../../hooks/useTexts';
import { throttle } from '../../logic/debounce';
import { MOBILE_MENU_BREAKPOINT, selectNav, splitNav } from '../../logic/nav';
import { themeConfigOf } from '../../logic/themeConfig';
import { navInVersion } from '../../logic/version';
import { Icons } from '../Icons';
import { NavLogo } from './NavLogo';
import { NavScreen } from './NavScreen';
import './index.css';

/** Spec 9: the auto-hiding navbar reacts to scrolling at most every 200 ms. */
const HIDE_THROTTLE = 200;

/** `hideNavbar: 'auto'`: hidden while scrolling down, shown when scrolling up or near the top. */
function useAutoHide(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      setHidden(y > last && y > 72);
      last = y;
    }, HIDE_THROTTLE);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);
  return hidden;
}

/**
 * The top bar: logo and left items; search, right items, language and version switchers, theme
 * toggle and social links; below 768 px a hamburger opens a panel with all of them (spec 2.4, 4).
 */
export function Nav() {
  const site = useSiteData();
  const lang = useLang();
  const { routePath, version } = usePageData();
  const texts = useTexts();
  const items = navInVersion(selectNav(site, lang), site, version);
  const { left, right } = splitNav(items);
  const [open, setOpen] = useState(false);
  // The screen starts where the bar ends, which is lower than its height while a banner is above it.
  const [screenTop, setScreenTop] = useState(0);
  const header = useRef<HTMLElement>(null);
  const placeScreen = useCallback(() => setScreenTop(header.current?.getBoundingClientRect().bottom ?? 0), []);
  const screenId = useId();
  const hidden = useAutoHide(themeConfigOf(site).hideNavbar === 'auto');

  // Spec 4: the mobile menu closes on navigation and once the window reaches 768 px.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger.
  useEffect(() => setOpen(false), [routePath]);
  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT}px)`);
    const onChange = () => media.matches && setOpen(false);
    onChange();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    media.addEventListener('change', onChange);
    window.addEventListener('keydown', onKey);
    // The bar moves when the page's size changes under it: a rotated phone re-wraps the banner, a
    // dismissed banner lifts the bar to the top.
    const resized = new ResizeObserver(placeScreen);
    resized.observe(document.body);
    document.documentElement.classList.add('docs-scroll-locked');
    return () => {
      resized.disconnect();
      media.removeEventListener('change', onChange);
      window.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('docs-scroll-locked');
    };
  }, [open, placeScreen]);

  return (
    <header
      ref={header}
      className={`docs-nav${hidden && !open ? ' docs-nav-hidden' : ''}${open ? ' docs-nav-open' : ''}`}
    >
      <div className="docs-nav-inner">
        <div className="docs-nav-left">
          <NavLogo />
          <div className="docs-nav-desktop">
            <NavMenu items={left} label="Main left" />
          </div>
        </div>
        <div className="docs-nav-right">
          <Search />
          <div className="docs-nav-desktop">
            <NavMenu items={right} />
            <div className="docs-nav-extras">
              <LanguageSwitcher />
              <VersionSwitcher />
              <ThemeToggle />
              <div className="docs-nav-social-wide">
                <SocialLinks />
              </div>
              <div className="docs-nav-social-compact">
                <SocialLinks compact />
              </div>
            </div>
          </div>
          <button
            type="button"
            className="docs-nav-hamburger"
            aria-expanded={open}
            aria-controls={screenId}
            aria-label={open ? texts.closeMenuText : texts.openMenuText}
            onClick={() => {
              placeScreen();
              setOpen((o) => !o);
            }}
          >
            {open ? <Icons.Close /> : <Icons.Menu />}
          </button>
        </div>
      </div>
      {open && <NavScreen id={screenId} items={items} top={screenTop} />}
    </header>
  );
}
