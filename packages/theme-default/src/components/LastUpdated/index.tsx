import { useLang, usePageData, useSiteData } from '@docs-kit/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../hooks/useTexts';

function format(time: number, lang: string, timeZone?: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(time);
  } catch {
    return new Date(time).toISOString().slice(0, 16).replace('T', ' ');
  }
}

const TIME = '.docs-last-updated time';
/** Only the first mount in a document can be hydrating the server's HTML. */
let firstMount = true;

/**
 * The text the server wrote, when this mount hydrates it. The browser's first date formatter costs
 * about 30 ms of locale set-up, one long task on a phone (issue 13), so hydration keeps the server's
 * text and the reader's time replaces it only once the line comes near the viewport.
 */
function serverText(): string | undefined {
  if (!firstMount) return undefined;
  firstMount = false;
  return document.querySelector(TIME)?.textContent ?? undefined;
}

/**
 * "Last Updated: <date>" when `themeConfig.lastUpdated` is on. The server writes the time in UTC;
 * the reader's own time zone replaces it in the browser.
 */
export function LastUpdated() {
  const site = useSiteData();
  const lang = useLang();
  const page = usePageData();
  // Nothing to format where the line is off.
  const lastUpdatedTime = site.themeConfig.lastUpdated ? page.lastUpdatedTime : undefined;
  const texts = useTexts();
  const line = useRef<HTMLParagraphElement>(null);
  const fromServer = useRef(false);
  const [text, setText] = useState(() => {
    if (!lastUpdatedTime) return '';
    if (typeof window === 'undefined') return format(lastUpdatedTime, lang, 'UTC');
    const server = serverText();
    fromServer.current = server !== undefined;
    return server ?? format(lastUpdatedTime, lang);
  });
  useEffect(() => {
    if (!lastUpdatedTime) return;
    const el = line.current;
    if (!fromServer.current || !el || typeof IntersectionObserver === 'undefined') {
      setText(format(lastUpdatedTime, lang));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        fromServer.current = false;
        setText(format(lastUpdatedTime, lang));
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [lastUpdatedTime, lang]);
  if (!lastUpdatedTime) return null;
  return (
    <p ref={line} className="docs-last-updated">
      {texts.lastUpdatedText}:{' '}
      <time dateTime={new Date(lastUpdatedTime).toISOString()} suppressHydrationWarning>
        {text}
      </time>
    </p>
  );
}
