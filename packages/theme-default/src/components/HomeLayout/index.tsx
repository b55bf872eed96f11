import { usePageContent, useSiteData } from '@docs-kit/core/runtime';
import { Benchmark, FamilyTools, Features, Feeds, Footer, Hero, pageComponents } from '@theme';
import type { ReactNode } from 'react';
import { themeConfigOf } from '../../logic/themeConfig';
import './index.css';

/**
 * The landing background (spec 2.4: the home page's one external image). A fixed-size box behind
 * the hero: it never shifts layout, loads lazily and at low priority, and decodes off the main thread.
 */
export function LandingBackground() {
  const themeConfig = themeConfigOf(useSiteData());
  if (!themeConfig.landingBackground) return null;
  return (
    <div className="docs-landing-background" aria-hidden="true">
      <img
        src={themeConfig.landingBackground}
        alt=""
        width={1920}
        height={1080}
        loading="lazy"
        decoding="async"
        {...{ fetchpriority: 'low' }}
      />
    </div>
  );
}

/** The home page: hero, features, benchmark, family tools, then the page's own content. */
export function HomeLayout({
  beforeFeatures,
  afterFeatures,
}: {
  beforeFeatures?: ReactNode;
  afterFeatures?: ReactNode;
}) {
  const Content = usePageContent();
  return (
    <>
      <main id="docs-main" tabIndex={-1} className="docs-home">
        <LandingBackground />
        <Hero />
        {beforeFeatures}
        <Features />
        {afterFeatures}
        <Benchmark />
        <FamilyTools />
        <div className="docs-home-content docs-content">
          <Content components={pageComponents()} />
          <Feeds />
        </div>
      </main>
      <Footer />
    </>
  );
}
