import type { SearchEngine } from '@docs-kit/search/runtime';
import { type ReactNode, useEffect, useId } from 'react';
import { SearchIcons } from './SearchIcons';
import { SearchErrorView, SearchNoResultsView, SearchResultsView, SearchStartView } from './SearchScreens';
import type { StoredHit } from './storage';
import type { SearchTexts } from './texts';
import { MAX_QUERY_LENGTH, type OpenMode, useSearchModal } from './useSearchModal';

export interface SearchModalProps {
  lang: string;
  texts: SearchTexts;
  resultsPerGroup: number;
  getEngine: () => Promise<SearchEngine>;
  hrefOf: (hit: StoredHit) => string;
  reportUrl: (query: string) => string | undefined;
  onOpen: (hit: StoredHit, mode: OpenMode) => void;
  onClose: () => void;
  disableUserPersonalization?: boolean;
}

/**
 * The search dialog (spec 2.5): a combobox input over a listbox of results, and the start,
 * no-results and error screens. State and keys live in `useSearchModal`.
 */
export function SearchModal(props: SearchModalProps) {
  const { texts, hrefOf, onClose } = props;
  const state = useSearchModal(props);
  const listId = useId();
  const hasQuery = state.query.trim() !== '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the modal mounts.
  useEffect(() => {
    state.inputRef.current?.focus();
    const root = document.documentElement;
    root.classList.add('docs-search-open');
    return () => root.classList.remove('docs-search-open');
  }, []);

  // The listbox holds only options; the screens without any are messages beside it.
  let list: ReactNode = null;
  let message: ReactNode = null;
  if (state.status === 'error') message = <SearchErrorView texts={texts} />;
  else if (!hasQuery) {
    if (state.items.length) list = <SearchStartView state={state} texts={texts} listId={listId} hrefOf={hrefOf} />;
    else message = <p className="docs-search-message docs-search-empty">{texts.noRecentSearchesText}</p>;
  } else if (state.hits?.length)
    list = <SearchResultsView state={state} texts={texts} listId={listId} hrefOf={hrefOf} />;
  else if (state.hits)
    message = <SearchNoResultsView state={state} texts={texts} reportUrl={props.reportUrl(state.query.trim())} />;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes (spec 2.5); Escape and Cancel do the same by keyboard.
    <div className="docs-search-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={state.dialogRef}
        className="docs-search-modal"
        role="dialog"
        aria-modal="true"
        aria-label={texts.dialogLabel}
        data-status={state.status}
        onKeyDown={state.onKeyDown}
      >
        <form className="docs-search-form" onSubmit={(event) => event.preventDefault()}>
          <label className="docs-search-label" htmlFor={`${listId}-input`}>
            <SearchIcons.Search />
            <span className="docs-search-sr-only">{texts.searchInputLabel}</span>
          </label>
          <input
            ref={state.inputRef}
            id={`${listId}-input`}
            className="docs-search-input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={list !== null}
            aria-controls={list ? listId : undefined}
            aria-activedescendant={list ? `${listId}-${state.active}` : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={texts.placeholder}
            maxLength={MAX_QUERY_LENGTH}
            value={state.query}
            onChange={(event) => state.setQuery(event.target.value)}
          />
          {state.status === 'stalled' ? (
            <span className="docs-search-spinner" role="status" aria-label={texts.loadingText} />
          ) : null}
          {hasQuery ? (
            <button
              type="reset"
              className="docs-search-reset"
              title={texts.resetButtonTitle}
              aria-label={texts.resetButtonTitle}
              onClick={() => {
                state.setQuery('');
                state.inputRef.current?.focus();
              }}
            >
              <SearchIcons.Close />
            </button>
          ) : null}
          <button type="button" className="docs-search-cancel" onClick={onClose}>
            {texts.cancelButtonText}
          </button>
        </form>
        <div className="docs-search-body">
          {list ? (
            <div id={listId} role="listbox" aria-label={texts.searchInputLabel}>
              {list}
            </div>
          ) : (
            message
          )}
        </div>
        <footer className="docs-search-footer" aria-hidden="true">
          <span>
            <kbd>↵</kbd> {texts.selectText}
          </span>
          <span>
            <kbd>↓</kbd>
            <kbd>↑</kbd> {texts.navigateText}
          </span>
          <span>
            <kbd>Esc</kbd> {texts.closeText}
          </span>
        </footer>
      </div>
    </div>
  );
}
