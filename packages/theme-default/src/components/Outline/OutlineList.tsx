import type { TocEntry } from '@docs-kit/core/runtime';

/** The list of headings; `active` is the id of the section being read. */
export function OutlineList({
  entries,
  active,
  onSelect,
}: {
  entries: readonly TocEntry[];
  active?: string;
  onSelect?: () => void;
}) {
  return (
    <ul className="docs-outline-list">
      {entries.map((entry) => (
        <li key={entry.id || 'top'} className={`docs-outline-item docs-outline-depth-${entry.depth}`}>
          <a
            href={`#${entry.id}`}
            className={`docs-outline-link${entry.id === active ? ' docs-outline-link-active' : ''}`}
            aria-current={entry.id === active ? 'location' : undefined}
            onClick={onSelect}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
