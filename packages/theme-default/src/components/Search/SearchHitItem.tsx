import type { Hierarchy, SearchHit } from '@docs-kit/search/runtime';
import type { MouseEvent, ReactNode } from 'react';
import { Highlight } from './Highlight';
import type { StoredHit } from './storage';
import type { OpenMode } from './useSearchModal';

const LEVELS = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'] as const;

/** The deepest heading of a hit and the path above it (lvl1 › lvl2 › …). */
export function titleOf(hit: StoredHit): { level: keyof Hierarchy; text: string; path: string[] } {
  const level = LEVELS.find((l) => hit.hierarchy[l]) ?? 'lvl1';
  const path: string[] = [];
  for (const l of ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5'] as const) {
    if (l === level) break;
    const value = hit.hierarchy[l];
    if (value) path.push(value);
  }
  return { level, text: hit.hierarchy[level] ?? hit.url, path };
}

interface Props {
  id: string;
  hit: StoredHit;
  href: string;
  selected: boolean;
  onHover: () => void;
  onOpen: (mode: OpenMode) => void;
  /** Buttons at the end of the row (save, remove). */
  actions?: ReactNode;
  icon: ReactNode;
}

/** One selectable row: a link, so middle-click and modified clicks work as on any link. */
export function SearchHitItem({ id, hit, href, selected, onHover, onOpen, actions, icon }: Props) {
  const { level, text, path } = titleOf(hit);
  const full = hit as SearchHit;
  const titleValue = full._highlightResult?.hierarchy?.[level]?.value;
  const snippet = full._snippetResult?.content?.value;
  const showSnippet = hit.type === 'content' && snippet;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.altKey) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey) {
      event.preventDefault();
      onOpen(event.shiftKey ? 'window' : 'tab');
      return;
    }
    event.preventDefault();
    onOpen('same');
  };
  // The link is the option itself: an option may hold no focusable element, and its action buttons
  // sit beside it in the row, outside the option.
  return (
    <div className="docs-search-hit" data-selected={selected}>
      <a
        id={id}
        role="option"
        aria-selected={selected}
        href={href}
        className="docs-search-hit-link"
        tabIndex={-1}
        onClick={onClick}
        onMouseMove={selected ? undefined : onHover}
      >
        <span className="docs-search-hit-icon" aria-hidden="true">
          {icon}
        </span>
        <span className="docs-search-hit-text">
          <span className="docs-search-hit-title">{titleValue ? <Highlight value={titleValue} /> : text}</span>
          {showSnippet ? (
            <span className="docs-search-hit-snippet">
              <Highlight value={snippet} />
            </span>
          ) : path.length ? (
            <span className="docs-search-hit-path">{path.join(' › ')}</span>
          ) : null}
        </span>
      </a>
      {actions ? <span className="docs-search-hit-actions">{actions}</span> : null}
    </div>
  );
}
