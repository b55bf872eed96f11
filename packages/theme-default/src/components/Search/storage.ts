import type { SearchHit } from '@docs-kit/search/runtime';

/** Spec 9: recent searches, 7 without favorites and 4 with; favorites, 10. */
export const RECENT_LIMIT = 7;
export const RECENT_LIMIT_WITH_FAVORITES = 4;
export const FAVORITE_LIMIT = 10;

/** What a stored search keeps of a hit: enough to show it and open it again. */
export type StoredHit = Pick<SearchHit, 'objectID' | 'url' | 'type' | 'hierarchy' | 'content'>;

export interface SavedSearches {
  recent: StoredHit[];
  favorites: StoredHit[];
}

export function storageKeys(lang: string): { recent: string; favorites: string } {
  return { recent: `docs-search-recent-${lang}`, favorites: `docs-search-favorites-${lang}` };
}

function isStoredHit(value: unknown): value is StoredHit {
  const hit = value as StoredHit | null;
  return (
    typeof hit === 'object' &&
    hit !== null &&
    typeof hit.objectID === 'string' &&
    typeof hit.url === 'string' &&
    typeof hit.hierarchy === 'object' &&
    hit.hierarchy !== null
  );
}

/** Stored hits, or none when the data cannot be parsed (spec: discarded, never a crash). */
export function parseStored(raw: string | null, limit: number): StoredHit[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isStoredHit).slice(0, limit) : [];
  } catch {
    return [];
  }
}

export function toStored(hit: StoredHit): StoredHit {
  const { objectID, url, type, hierarchy, content } = hit;
  return { objectID, url, type, hierarchy, content };
}

/** How many recent searches show beside the favorites. */
export function recentLimit(saved: SavedSearches): number {
  return saved.favorites.length ? RECENT_LIMIT_WITH_FAVORITES : RECENT_LIMIT;
}

/** A selected hit goes first in the recent list, unless it is a favorite already. */
export function addRecent(saved: SavedSearches, hit: StoredHit): SavedSearches {
  if (saved.favorites.some((f) => f.objectID === hit.objectID)) return saved;
  const recent = [toStored(hit), ...saved.recent.filter((r) => r.objectID !== hit.objectID)].slice(0, RECENT_LIMIT);
  return { ...saved, recent };
}

/** A recent search becomes a favorite (and leaves the recent list). */
export function promote(saved: SavedSearches, hit: StoredHit): SavedSearches {
  const favorites = [toStored(hit), ...saved.favorites.filter((f) => f.objectID !== hit.objectID)].slice(
    0,
    FAVORITE_LIMIT,
  );
  return { favorites, recent: saved.recent.filter((r) => r.objectID !== hit.objectID) };
}

export function removeRecent(saved: SavedSearches, hit: StoredHit): SavedSearches {
  return { ...saved, recent: saved.recent.filter((r) => r.objectID !== hit.objectID) };
}

export function removeFavorite(saved: SavedSearches, hit: StoredHit): SavedSearches {
  return { ...saved, favorites: saved.favorites.filter((f) => f.objectID !== hit.objectID) };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, quota): the lists last for this page only.
  }
}

export function loadSaved(lang: string): SavedSearches {
  const keys = storageKeys(lang);
  return {
    recent: parseStored(read(keys.recent), RECENT_LIMIT),
    favorites: parseStored(read(keys.favorites), FAVORITE_LIMIT),
  };
}

export function storeSaved(lang: string, saved: SavedSearches): void {
  const keys = storageKeys(lang);
  write(keys.recent, JSON.stringify(saved.recent));
  write(keys.favorites, JSON.stringify(saved.favorites));
}
