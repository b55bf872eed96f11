import { usePageData, useSiteData, withBase } from '@docs-kit/core/runtime';
import { useEffect } from 'react';
import { useTexts } from '../../hooks/useTexts';
import { Icons } from '../Icons';

const LABELS: Record<string, string> = { 'application/rss+xml': 'RSS', 'application/atom+xml': 'Atom' };

function href(url: string, base: string): string {
  return /^https?:/.test(url) ? url : withBase(url, base);
}

/** Adds the page's feeds to the head as alternate links (the build writes them too; no duplicates). */
export function useFeedLinks(): void {
  const { feeds } = usePageData();
  const { base } = useSiteData();
  useEffect(() => {
    const added: HTMLLinkElement[] = [];
    for (const feed of feeds) {
      const url = href(feed.url, base);
      if (document.head.querySelector(`link[rel="alternate"][href="${CSS.escape(url)}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.type = feed.mime;
      link.href = url;
      link.title = LABELS[feed.mime] ?? 'Feed';
      link.hreflang = feed.language;
      document.head.appendChild(link);
      added.push(link);
    }
    return () => {
      for (const link of added) link.remove();
    };
  }, [feeds, base]);
}

/** The page's feeds as visible links (release notes and home pages list them, spec 2.4). */
export function Feeds() {
  const { feeds } = usePageData();
  const { base } = useSiteData();
  const texts = useTexts();
  if (!feeds.length) return null;
  return (
    <p className="docs-feeds">
      <Icons.Rss width={16} height={16} />
      <span>{texts.feedsText}:</span>
      {feeds.map((feed) => (
        <a key={feed.url} href={href(feed.url, base)} type={feed.mime} hrefLang={feed.language}>
          {LABELS[feed.mime] ?? 'Feed'}
        </a>
      ))}
    </p>
  );
}
