import { usePageContent, usePageData } from '@docs-kit/core/runtime';
import {
  DocFooter,
  Feeds,
  Outline,
  Overview,
  pageComponents,
  ScrollToTop,
  Sidebar,
  SidebarMenu,
  type SidebarProps,
} from '@theme';
import { type ComponentType, memo, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useHiddenParts } from '../../hooks/useHiddenParts';
import { useOutlineEntries } from '../../hooks/useOutlineEntries';
import { useSidebarData } from '../../hooks/useSidebarData';
import './index.css';

/**
 * The page's own content. On first load its server HTML is already on screen, so the Suspense
 * boundary lets React hydrate it after the layout, at idle priority in slices that leave the main
 * thread free (a long page was one long task: issue 13); a click or key inside it hydrates it at
 * once. `memo` keeps the layout's own updates (query parameters applied after hydration, menus) from
 * reaching the boundary before it is hydrated, which would hydrate it at once in one task.
 */
const PageBody = memo(function PageBody({
  Content,
  overview,
}: {
  Content: ComponentType<{ components?: Record<string, unknown> }>;
  overview: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <Content components={pageComponents()} />
      {overview && <Overview />}
    </Suspense>
  );
});

/** The sidebar, hydrated like the page body: a long list of links is a long task too. */
const LaterSidebar = memo(function LaterSidebar(props: SidebarProps) {
  return (
    <Suspense fallback={null}>
      <Sidebar {...props} />
    </Suspense>
  );
});

/** The outline, hydrated like the page body (a long page has a long outline). */
const LaterOutline = memo(function LaterOutline() {
  return (
    <Suspense fallback={null}>
      <Outline />
    </Suspense>
  );
});

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
        {showSidebar && <LaterSidebar open={sidebarOpen} onClose={closeSidebar} />}
        <main id="docs-main" tabIndex={-1} className="docs-doc-main">
          <div className="docs-doc-container">
            <article className="docs-doc docs-content">
              {beforeContent}
              <PageBody Content={Content} overview={fm.overview === true} />
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
              <LaterOutline />
            </div>
          </aside>
        )}
      </div>
      <ScrollToTop />
    </div>
  );
}
