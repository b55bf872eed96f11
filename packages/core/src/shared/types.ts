/** Shapes shared by the build (node) and the browser runtime: spec section 3. */

export type PageType = 'home' | 'doc' | '404' | 'custom' | 'blank';

export interface TocEntry {
  text: string;
  id: string;
  /** 2 to 4. */
  depth: number;
  /** Offset of the heading in the page's plain text; -1 when unknown. */
  charIndex: number;
}

export interface FeedEntry {
  url: string;
  mime: 'application/rss+xml' | 'application/atom+xml';
  language: string;
}

export type Frontmatter = Record<string, unknown> & {
  title?: string;
  titleSuffix?: string;
  description?: string;
  navbar?: boolean;
  sidebar?: boolean;
  outline?: boolean;
  footer?: boolean;
  overview?: boolean;
  pageType?: PageType;
  published_at?: string;
  'link-rss'?: string[];
};

/** Everything the theme knows about one page (spec 3, "Page"). */
export interface PageData {
  title: string;
  description: string;
  routePath: string;
  pagePath: string;
  pageType: PageType;
  lang: string;
  version: string;
  toc: TocEntry[];
  frontmatter: Frontmatter;
  lastUpdatedTime?: number;
  feeds: FeedEntry[];
  /** Source file relative to the docs folder, for the edit link. */
  _relativePath: string;
  /** The languages this page exists in, for the language switcher (set by the build and the dev server). */
  translations?: string[];
  /** On a versioned site, the versions this page exists in, for the version switcher (set like `translations`). */
  versions?: string[];
  /** On overview pages: the headings of each page under the overview's folder, by route. */
  overviewHeadings?: Record<string, { text: string; id: string; depth: number }[]>;
}

/** One row of the route table (spec 3, "Route entry"). */
export interface RouteEntry {
  path: string;
  filePath: string;
  /** Path relative to the docs root, with forward slashes. */
  relativePath: string;
  lang: string;
  version: string;
}
