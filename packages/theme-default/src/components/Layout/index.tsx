import { useHead, usePageContent, usePageData, useSiteData } from '@docs-kit/core/runtime';
import { Banner, DocLayout, Footer, HomeLayout, Nav, NotFoundLayout, pageComponents, VersionBanner } from '@theme';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { useFeedLinks } from '../../hooks/useFeedLinks';
import { useHiddenParts } from '../../hooks/useHiddenParts';
import { useTexts } from '../../hooks/useTexts';
import { useThemeMode } from '../../hooks/useThemeMode';
import { themeConfigOf } from '../../logic/themeConfig';
import { pageTitle } from '../../logic/title';
import { finishContentTransition } from '../../logic/transition';
import '../../styles/index.css';
import '../../styles/theme.css';
import '../../styles/content.css';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps the scheme in sync (other tabs, system changes, dark mode off) even without a visible
 * toggle. A component of its own, so the state it reads after mounting re-renders only itself, not
 * the whole layout right after hydration.
 */
function ThemeModeSync() {
  useThemeMode();
  return null;
}

export interface LayoutProps {
  /** Slots: content above the nav (after the banner) and at the very end. */
  top?: ReactNode;
  bottom?: ReactNode;
}

/**
 * The root the runtime renders: head tags, skip link, banner, nav, then the layout of the page type
 * (home, doc, 404, custom, blank). Every piece comes from `@theme`, so a site override of one
 * component reaches here.
 */
export function Layout({ top, bottom }: LayoutProps = {}) {
  const site = useSiteData();
  const page = usePageData();
  const Content = usePageContent();
  const texts = useTexts();
  const hidden = useHiddenParts();
  const locale = site.locales.find((l) => l.lang === page.lang);
  const siteTitle = locale?.title ?? site.title;
  useHead({
    title: pageTitle(page, siteTitle),
    description: page.description || locale?.description || site.description,
    lang: page.lang || site.lang,
  });
  useFeedLinks();
  // The new page is on screen: let a pending view transition animate to it.
  useIsomorphicLayoutEffect(() => finishContentTransition(), [page.routePath]);

  const type = page.pageType;
  if (type === 'blank') return <Content components={pageComponents()} />;
  const showNav = page.frontmatter.navbar !== false && !hidden.navbar && themeConfigOf(site).hideNavbar !== 'always';
  return (
    <div className={`docs-layout docs-layout-${type}${showNav ? '' : ' docs-no-nav'}`}>
      <a className="docs-skip-link" href="#docs-main">
        {texts.skipToContentText}
      </a>
      <ThemeModeSync />
      <Banner />
      <VersionBanner />
      {top}
      {showNav && <Nav />}
      {type === 'home' ? (
        <HomeLayout />
      ) : type === '404' ? (
        <NotFoundLayout />
      ) : type === 'custom' ? (
        <>
          <main id="docs-main" tabIndex={-1} className="docs-custom docs-content">
            <Content components={pageComponents()} />
          </main>
          <Footer />
        </>
      ) : (
        <DocLayout />
      )}
      {bottom}
    </div>
  );
}
