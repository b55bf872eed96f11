import { useId } from 'react';
import { useActiveHeading } from '../../hooks/useActiveHeading';
import { useOutlineEntries } from '../../hooks/useOutlineEntries';
import { useTexts } from '../../hooks/useTexts';
import { OutlineList } from './OutlineList';
import './index.css';

/** The right-hand outline (h2-h4), titled "ON THIS PAGE"; the section being read is highlighted. */
export function Outline() {
  const entries = useOutlineEntries();
  const active = useActiveHeading(entries);
  const texts = useTexts();
  const titleId = useId();
  if (!entries.length) return null;
  return (
    <nav className="docs-outline" aria-labelledby={titleId}>
      <p id={titleId} className="docs-outline-title">
        {texts.outlineTitle}
      </p>
      <OutlineList entries={entries} active={active} />
    </nav>
  );
}

export { OutlineList } from './OutlineList';
