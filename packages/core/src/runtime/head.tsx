import { createContext, type ReactNode, useContext, useEffect } from 'react';

export interface HeadTags {
  title?: string;
  description?: string;
  /** `<html lang>`. */
  lang?: string;
}

/** Collects what pages ask for in the head: the server reads it after rendering. */
export class HeadCollector {
  tags: HeadTags = {};
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

/**
 * Sets the document title, description and language for the page on screen. On the server the
 * values are collected for the HTML; in the browser they are applied after each render.
 * Using it outside `HeadProvider` throws (spec 8).
 */
export function useHead(tags: HeadTags): void {
  const collector = useContext(HeadContext);
  if (!collector) throw new Error('useHead() must be used inside <HeadProvider>.');
  if (typeof document === 'undefined') Object.assign(collector.tags, tags);
  useEffect(() => {
    if (tags.title !== undefined) document.title = tags.title;
    if (tags.lang) document.documentElement.lang = tags.lang;
    if (tags.description !== undefined) {
      for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
        document.querySelector(selector)?.setAttribute('content', tags.description);
      }
    }
    if (tags.title !== undefined)
      document.querySelector('meta[property="og:title"]')?.setAttribute('content', tags.title);
  }, [tags.title, tags.description, tags.lang]);
}
