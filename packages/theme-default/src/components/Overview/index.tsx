import { usePageData } from '@docs-kit/core/runtime';
import { Link } from '@theme';
import { useId, useMemo, useRef, useState } from 'react';
import { useSidebarData } from '../../hooks/useSidebarData';
import { useTexts } from '../../hooks/useTexts';
import { DEFAULT_OVERVIEW_HEADER_DEPTH, filterOverview, overviewGroups } from '../../logic/overview';
import { useChildHeadings } from './useChildHeadings';
import './index.css';

/**
 * The index of a section (`overview: true`): the current sidebar's groups with their pages, and a
 * filter (case-insensitive, hyphens as spaces) over group names, page titles and headings.
 */
export function Overview() {
  const items = useSidebarData();
  const { routePath, frontmatter } = usePageData();
  const texts = useTexts();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const baseGroups = useMemo(
    () => overviewGroups(items, routePath, texts.defaultGroupTitle),
    [items, routePath, texts.defaultGroupTitle],
  );
  const depth =
    typeof frontmatter.overviewHeaders === 'number' ? frontmatter.overviewHeaders : DEFAULT_OVERVIEW_HEADER_DEPTH;
  const section = useRef<HTMLElement>(null);
  const groups = useChildHeadings(baseGroups, section, { depth, loadAll: query.trim() !== '' });
  const shown = useMemo(() => filterOverview(groups, query), [groups, query]);
  return (
    <section ref={section} className="docs-overview" aria-label="Overview">
      <div className="docs-overview-filter">
        <label htmlFor={inputId}>{texts.filterNameText}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={texts.filterPlaceholderText}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      {shown.length === 0 ? (
        <p className="docs-overview-empty" role="status">
          {texts.filterNoResultText} "{query}"
        </p>
      ) : (
        shown.map((group) => (
          <div key={group.name} className="docs-overview-group">
            <h2 className="docs-overview-group-title">{group.name}</h2>
            <div className="docs-overview-grid">
              {group.items.map((item) => (
                <div key={item.link} className="docs-overview-card" data-link={item.link}>
                  <Link href={item.link} className="docs-overview-card-title">
                    {item.title}
                  </Link>
                  {item.headings.length > 0 && (
                    <ul>
                      {item.headings.map((heading) => (
                        <li key={heading.link}>
                          <Link href={heading.link}>{heading.text}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          </div>
        ))
      )}
    </section>
  );
}
