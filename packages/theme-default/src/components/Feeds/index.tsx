import { usePageData, useSiteData, withBase } from '@docs-kit/core/runtime';
import { useTexts } from '../../hooks/useTexts';
import { Icons } from '../Icons';

export const FEED_LABELS: Record<string, string> = { 'application/rss+xml': 'RSS', 'application/atom+xml': 'Atom' };

export function feedHref(url: string, base: string): string {
  return /^https?:/.test(url) ? url : withBase(url, base);
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
        <a key={feed.url} href={feedHref(feed.url, base)} type={feed.mime} hrefLang={feed.language}>
          {FEED_LABELS[feed.mime] ?? 'Feed'}
        </a>
      ))}
    </p>
  );
}
