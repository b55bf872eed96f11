/**
 * A record of the search index, shaped like Algolia DocSearch's (spec 3, "Search hit"). Defined
 * here, not in the search package, because plugins change records (`extendSearchRecords`).
 */
export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface SearchRecord {
  objectID: string;
  /** Page route plus anchor, without origin: `/guide/start/#install`. */
  url: string;
  type: HitType;
  hierarchy: Hierarchy;
  content: string | null;
  lang: string;
  /** On a versioned site, the version the page belongs to (a facet for Algolia). */
  version?: string;
}
