import { OutlineList } from '@theme';
import { useCallback, useId, useRef, useState } from 'react';
import { useActiveHeading } from '../../hooks/useActiveHeading';
import { useOutlineEntries } from '../../hooks/useOutlineEntries';
import { useOutsideClose } from '../../hooks/useOutsideClose';
import { useTexts } from '../../hooks/useTexts';
import { Icons } from '../Icons';
import './index.css';

export interface SidebarMenuProps {
  hasSidebar: boolean;
  hasOutline: boolean;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
}

/**
 * The 46 px bar of the mobile layout (spec 2.4, 9): a Menu button opening the sidebar drawer and a
 * collapsible outline that closes on a press outside it, on Escape, or when an entry is chosen.
 */
export function SidebarMenu({ hasSidebar, hasOutline, sidebarOpen, onOpenSidebar }: SidebarMenuProps) {
  const texts = useTexts();
  const entries = useOutlineEntries();
  const active = useActiveHeading(entries);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const outlineRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOutlineOpen(false), []);
  useOutsideClose(outlineRef, outlineOpen, close);
  const showOutline = hasOutline && entries.length > 0;
  if (!hasSidebar && !showOutline) return null;
  return (
    <div
      className={`docs-sidebar-menu${showOutline ? ' docs-sidebar-menu-has-outline' : ''}${hasSidebar ? ' docs-sidebar-menu-has-sidebar' : ''}`}
    >
      {hasSidebar && (
        <button
          type="button"
          className="docs-sidebar-menu-button"
          aria-expanded={sidebarOpen}
          aria-controls="docs-sidebar"
          onClick={onOpenSidebar}
        >
          <Icons.Menu width={18} height={18} />
          <span>{texts.menuText}</span>
        </button>
      )}
      {showOutline && (
        <div ref={outlineRef} className="docs-sidebar-menu-outline">
          <button
            type="button"
            className="docs-sidebar-menu-button"
            aria-expanded={outlineOpen}
            aria-controls={panelId}
            onClick={() => setOutlineOpen((o) => !o)}
          >
            <span>{texts.outlineTitle}</span>
            <Icons.ChevronRight
              width={16}
              height={16}
              className={`docs-sidebar-menu-chevron${outlineOpen ? ' docs-open' : ''}`}
            />
          </button>
          <div id={panelId} className="docs-sidebar-menu-panel" hidden={!outlineOpen}>
            <OutlineList entries={entries} active={active} onSelect={close} />
          </div>
        </div>
      )}
    </div>
  );
}
