import { usePageContent, usePageData } from '@docs-kit/core/runtime';
import { DocFooter, Feeds, Outline, Overview, pageComponents, ScrollToTop, Sidebar, SidebarMenu } from '@theme';
import { type ReactNode, useCallback, useState } from 'react';
import { useHiddenParts } from '../../hooks/useHiddenParts';
import { useOutlineEntries } from '../../hooks/useOutlineEntries';
import { useSidebarData } from '../../hooks/useSidebarData';
import './index.css';

export interface DocLayoutProps {
  /** Slots for small insertions without overriding the layout. */
  beforeContent?: ReactNode;
  afterContent?: ReactNode;
  beforeOutline?: ReactNode;
}

/**
 * A documentation page: sidebar, content (with the overview on `overview: true` pages), doc footer,
 * outline, the mobile menu bar and the scroll-to-top button. Front matter `sidebar/outline/footer:
 * false` and the query parameters `sidebar=0`, `outline=0`, `footer=0` hide those parts.
 */
export function DocLayout({ beforeContent, afterContent, beforeOutline }: DocLayoutProps) {
  const page = usePageData();
  const Content = usePageContent();
  const hidden = useHiddenParts();
  const fm = page.frontmatter;
  const sidebarItems = useSidebarData();
  const entries = useOutlineEntries();
  const showSidebar = fm.sidebar !== false && !hidden.sidebar && sidebarItems.length > 0;
  const showOutline = fm.outline !== false && !hidden.outline && entries.length > 0;
  const showFooter = fm.footer !== false && !hidden.footer;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const openSidebar = useCallback(() => setSidebarOpen(true), []);

  return (
    <div
      className={`docs-doc-layout${showSidebar ? ' docs-has-sidebar' : ''}${showOutline ? ' docs-has-outline' : ''}`}
    >
      <SidebarMenu
        hasSidebar={showSidebar}
        hasOutline={showOutline}
        sidebarOpen={sidebarOpen}
        onOpenSidebar={openSidebar}
      />
      <div className="docs-doc-layout-body">
        {showSidebar && <Sidebar open={sidebarOpen} onClose={closeSidebar} />}
        <main id="docs-main" tabIndex={-1} className="docs-doc-main">
          <div className="docs-doc-container">
            <article className="docs-doc docs-content">
              {beforeContent}
              <Content components={pageComponents()} />
              {fm.overview === true && <Overview />}
              <Feeds />
              {afterContent}
            </article>
            {showFooter && <DocFooter />}
          </div>
        </main>
        {showOutline && (
          <aside className="docs-outline-aside" aria-label="Outline">
            <div className="docs-outline-sticky">
              {beforeOutline}
              <Outline />
            </div>
          </aside>
        )}
      </div>
      <ScrollToTop />
    </div>
  );
}
