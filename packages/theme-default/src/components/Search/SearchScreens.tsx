import type { ReactNode } from 'react';
import { SearchHitItem } from './SearchHitItem';
import { SearchIcons } from './SearchIcons';
import type { StoredHit } from './storage';
import type { SearchTexts } from './texts';
import type { SearchModalState } from './useSearchModal';

interface Common {
  state: SearchModalState;
  texts: SearchTexts;
  listId: string;
  hrefOf: (hit: StoredHit) => string;
}

const optionId = (listId: string, index: number) => `${listId}-${index}`;

function iconOf(hit: StoredHit) {
  if (hit.type === 'content') return <SearchIcons.Text />;
  if (hit.type === 'lvl1') return <SearchIcons.Page />;
  return <SearchIcons.Heading />;
}

/** Results grouped by page, each group cut to `resultsPerGroup` (spec 2.5, 9). */
export function SearchResultsView({ state, listId, hrefOf }: Common) {
  let index = 0;
  return (
    <div className="docs-search-results">
      {state.groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (a fieldset cannot be).
        <div key={group.page} role="group" className="docs-search-group" aria-label={group.title}>
          <div className="docs-search-group-title" aria-hidden="true">
            {group.title}
          </div>
          <div className="docs-search-list">
            {group.hits.map((hit) => {
              const i = index++;
              return (
                <SearchHitItem
                  key={hit.objectID}
                  id={optionId(listId, i)}
                  hit={hit}
                  href={hrefOf(hit)}
                  selected={state.active === i}
                  onHover={() => state.setActive(i)}
                  onOpen={(mode) => state.open(hit, mode)}
                  icon={iconOf(hit)}
                />
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Start screen: recent and favorite searches (spec 4), or `No recent searches`. */
export function SearchStartView({ state, texts, listId, hrefOf }: Common) {
  const button = (label: string, onClick: () => void, icon: ReactNode) => (
    <button
      type="button"
      className="docs-search-hit-action"
      title={label}
      aria-label={label}
      tabIndex={-1}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {icon}
    </button>
  );
  /** One list of saved searches; options are numbered on from `offset` across both lists. */
  const group = (
    title: string,
    className: string,
    hits: readonly StoredHit[],
    offset: number,
    icon: ReactNode,
    actions: (hit: StoredHit) => ReactNode,
  ) =>
    hits.length ? (
      // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (a fieldset cannot be).
      <div role="group" className={`docs-search-group ${className}`} aria-label={title}>
        <div className="docs-search-group-title" aria-hidden="true">
          {title}
        </div>
        <div className="docs-search-list">
          {hits.map((hit, i) => (
            <SearchHitItem
              key={hit.objectID}
              id={optionId(listId, offset + i)}
              hit={hit}
              href={hrefOf(hit)}
              selected={state.active === offset + i}
              onHover={() => state.setActive(offset + i)}
              onOpen={(mode) => state.open(hit, mode)}
              icon={icon}
              actions={actions(hit)}
            />
          ))}
        </div>
      </div>
    ) : null;
  return (
    <div className="docs-search-results">
      {group(texts.recentSearchesTitle, 'docs-search-recent', state.recent, 0, <SearchIcons.Recent />, (hit) => (
        <>
          {button(texts.saveRecentSearchButtonTitle, () => state.promote(hit), <SearchIcons.Star />)}
          {button(texts.removeRecentSearchButtonTitle, () => state.removeRecent(hit), <SearchIcons.Close />)}
        </>
      ))}
      {group(
        texts.favoriteSearchesTitle,
        'docs-search-favorites',
        state.favorites,
        state.recent.length,
        <SearchIcons.Star />,
        (hit) => button(texts.removeFavoriteSearchButtonTitle, () => state.removeFavorite(hit), <SearchIcons.Close />),
      )}
    </div>
  );
}

/** No results: the query, up to 3 suggested queries, and where to report missing results. */
export function SearchNoResultsView({
  state,
  texts,
  reportUrl,
}: {
  state: SearchModalState;
  texts: SearchTexts;
  reportUrl?: string;
}) {
  return (
    <div className="docs-search-message docs-search-no-results">
      <p className="docs-search-message-title">
        {texts.noResultsText} "<strong>{state.query.trim()}</strong>"
      </p>
      {state.suggestions.length ? (
        <div className="docs-search-suggestions">
          <p>{texts.suggestedQueryText}:</p>
          <ul>
            {state.suggestions.slice(0, 3).map((s) => (
              <li key={s}>
                <button
                  type="button"
                  className="docs-search-suggestion"
                  onClick={() => {
                    state.setQuery(s);
                    state.inputRef.current?.focus();
                  }}
                >
                  "{s}"
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {reportUrl ? (
        <p className="docs-search-report">
          {texts.reportMissingResultsText}{' '}
          <a href={reportUrl} target="_blank" rel="noopener noreferrer">
            {texts.reportMissingResultsLinkText}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** Error: the index failed to load, or every search host is unreachable (spec 4, 8). */
export function SearchErrorView({ texts }: { texts: SearchTexts }) {
  return (
    <div className="docs-search-message docs-search-error" role="alert">
      <p className="docs-search-message-title">{texts.errorTitle}</p>
      <p>{texts.errorHelp}</p>
    </div>
  );
}
