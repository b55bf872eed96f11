import { usePageData, useSiteData, withBase } from '@docs-kit/core/runtime';
import { useEffect } from 'react';

const LABELS: Record<string, string> = { 'application/rss+xml': 'RSS', 'application/atom+xml': 'Atom' };

/** Adds the page's feeds to the head as alternate links (the build writes them too; no duplicates). */
export function useFeedLinks(): void {
  const { feeds } = usePageData();
  const { base } = useSiteData();
  useEffect(() => {
    const added: HTMLLinkElement[] = [];
    for (const feed of feeds) {
      const url = /^https?:/.test(feed.url) ? feed.url : withBase(feed.url, base);
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
