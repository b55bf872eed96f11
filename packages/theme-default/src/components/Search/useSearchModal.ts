import type { SearchEngine, SearchHit } from '@docs-kit/search/runtime';
import { type KeyboardEvent as ReactKeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  addRecent,
  loadSaved,
  promote,
  recentLimit,
  removeFavorite,
  removeRecent,
  type SavedSearches,
  type StoredHit,
  storeSaved,
} from './storage';

/** Spec 9. */
export const MAX_QUERY_LENGTH = 64;
export const HITS_PER_PAGE = 20;
export const STALL_THRESHOLD = 300;
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_NARROW = 5;
export const NARROW_QUERY = '(max-width: 768px)';

/** Spec 4, search status. */
export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

/** How a result opens (spec 2.5): here, in a new tab (Ctrl/Cmd+Enter), in a new window (Shift+Enter). */
export type OpenMode = 'same' | 'tab' | 'window';

export interface HitGroup {
  /** The page's URL without anchor. */
  page: string;
  title: string;
  hits: SearchHit[];
}

export interface SearchModalOptions {
  lang: string;
  getEngine: () => Promise<SearchEngine>;
  resultsPerGroup: number;
  /** Keeps no recent or favorite searches when true. */
  disableUserPersonalization?: boolean;
  onOpen: (hit: StoredHit, mode: OpenMode) => void;
  onClose: () => void;
}

/** Hits grouped by page, in the order the engine ranked them, each group cut to `perGroup`. */
export function groupHits(hits: readonly SearchHit[], perGroup: number): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const page = hit.url.split('#')[0] ?? hit.url;
    let group = groups.get(page);
    if (!group) {
      group = { page, title: hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? page, hits: [] };
      groups.set(page, group);
    }
    if (group.hits.length < perGroup) group.hits.push(hit);
  }
  return [...groups.values()];
}

/** Tab and Shift+Tab stay inside the dialog (spec: focus trapped while the modal is open). */
function trapFocus(event: ReactKeyboardEvent, container: HTMLElement | null): void {
  if (!container) return;
  const focusable = [
    ...container.querySelectorAll<HTMLElement>('input, button, a[href], [tabindex]:not([tabindex="-1"])'),
  ].filter((el) => !el.hasAttribute('disabled') && el.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * State, data and keys of the search modal (issue 4); the view (`SearchModal`) only renders it.
 * A query of text searches as it is typed (no query, no call); a slow answer turns the status to
 * `stalled` after 300 ms; a failed one to `error`. Arrows move the active item, Enter opens it.
 */
export function useSearchModal(options: SearchModalOptions) {
  const { lang, getEngine, resultsPerGroup, disableUserPersonalization, onOpen, onClose } = options;
  const [query, setQueryState] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [active, setActive] = useState(0);
  const [saved, setSaved] = useState<SavedSearches>(() => loadSaved(lang));
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const engineRef = useRef<SearchEngine | null>(null);
  const request = useRef(0);

  const setQuery = useCallback((value: string) => setQueryState(value.slice(0, MAX_QUERY_LENGTH)), []);

  useEffect(() => {
    const trimmed = query.trim();
    const id = ++request.current;
    if (!trimmed) {
      setHits(null);
      setSuggestions([]);
      setStatus('idle');
      setActive(0);
      return;
    }
    setStatus((s) => (s === 'stalled' ? s : 'loading'));
    const stall = setTimeout(() => id === request.current && setStatus('stalled'), STALL_THRESHOLD);
    const narrow = typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
    const run = async () => {
      const engine = await getEngine();
      engineRef.current = engine;
      const response = await engine.search(trimmed, {
        hitsPerPage: HITS_PER_PAGE,
        snippetWords: narrow ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS,
      });
      const tips = response.hits.length ? [] : ((await engine.suggest?.(trimmed)) ?? []).slice(0, 3);
      return { response, tips };
    };
    run().then(
      ({ response, tips }) => {
        if (id !== request.current) return;
        clearTimeout(stall);
        setHits(response.hits);
        setSuggestions(tips);
        setActive(0);
        setStatus('idle');
        if (response.hits.length) engineRef.current?.viewed?.(response.hits);
      },
      () => {
        if (id !== request.current) return;
        clearTimeout(stall);
        setHits(null);
        setStatus('error');
      },
    );
    return () => clearTimeout(stall);
  }, [query, getEngine]);

  const groups = useMemo(() => groupHits(hits ?? [], resultsPerGroup), [hits, resultsPerGroup]);
  const recent = disableUserPersonalization ? [] : saved.recent.slice(0, recentLimit(saved));
  const favorites = disableUserPersonalization ? [] : saved.favorites;
  /** What the arrows move through: the shown hits, or on the start screen the saved searches. */
  const items: StoredHit[] = query.trim() ? groups.flatMap((g) => g.hits) : [...recent, ...favorites];

  // Written at once, not inside a state updater: opening a hit closes the modal in the same tick,
  // and an updater that never runs would lose the recent search.
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const update = useCallback(
    (change: (s: SavedSearches) => SavedSearches) => {
      const current = savedRef.current;
      const next = change(current);
      if (next === current) return;
      savedRef.current = next;
      storeSaved(lang, next);
      setSaved(next);
    },
    [lang],
  );

  const open = useCallback(
    (item: StoredHit, mode: OpenMode) => {
      if (!disableUserPersonalization) update((s) => addRecent(s, item));
      const hit = item as SearchHit;
      if (hit.__queryID) engineRef.current?.clicked?.(hit);
      onOpen(item, mode);
    },
    [disableUserPersonalization, onOpen, update],
  );

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      trapFocus(event, dialogRef.current);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + items.length) % items.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const item = items[active];
      if (!item) return;
      event.preventDefault();
      open(item, event.ctrlKey || event.metaKey ? 'tab' : event.shiftKey ? 'window' : 'same');
    }
  };

  // The active item stays in view as the arrows move it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active index is the trigger.
  useEffect(() => {
    dialogRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return {
    query,
    setQuery,
    status,
    hits,
    groups,
    suggestions,
    active,
    setActive,
    items,
    recent,
    favorites,
    // The row (and its button) goes away: keys go back to the input.
    promote: (hit: StoredHit) => {
      update((s) => promote(s, hit));
      inputRef.current?.focus();
    },
    removeRecent: (hit: StoredHit) => {
      update((s) => removeRecent(s, hit));
      inputRef.current?.focus();
    },
    removeFavorite: (hit: StoredHit) => {
      update((s) => removeFavorite(s, hit));
      inputRef.current?.focus();
    },
    open,
    onKeyDown,
    dialogRef,
    inputRef,
  };
}

export type SearchModalState = ReturnType<typeof useSearchModal>;
