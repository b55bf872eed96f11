import { useLang, usePageData, useSiteData } from '@docs-kit/core/runtime';
import { useEffect, useState } from 'react';
import { useTexts } from '../../hooks/useTexts';

function format(time: number, lang: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(time);
  } catch {
    return new Date(time).toISOString().slice(0, 16).replace('T', ' ');
  }
}

/**
 * "Last Updated: <date>" when `themeConfig.lastUpdated` is on. The server writes the time in UTC
 * (the same text hydration expects); the reader's own time zone replaces it once mounted.
 */
export function LastUpdated() {
  const site = useSiteData();
  const lang = useLang();
  const { lastUpdatedTime } = usePageData();
  const texts = useTexts();
  const [text, setText] = useState(() => (lastUpdatedTime ? format(lastUpdatedTime, lang, 'UTC') : ''));
  useEffect(() => {
    if (lastUpdatedTime) setText(format(lastUpdatedTime, lang));
  }, [lastUpdatedTime, lang]);
  if (!site.themeConfig.lastUpdated || !lastUpdatedTime) return null;
  return (
    <p className="docs-last-updated">
      {texts.lastUpdatedText}:{' '}
      <time dateTime={new Date(lastUpdatedTime).toISOString()} suppressHydrationWarning>
        {text}
      </time>
    </p>
  );
}
