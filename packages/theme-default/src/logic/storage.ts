/** Local storage that never throws (private mode, quota, disabled storage) and ignores bad data. */

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

/** The key a tab group's selection is stored under (spec 4, "Tabs"). */
export function tabsStorageKey(groupId: string): string {
  return `docs-tabs-${groupId}`;
}

/**
 * The stored tab of a group, as an index into `labels`. The value is the tab's label; anything
 * unreadable (corrupted JSON, an unknown label) is ignored.
 */
export function parseStoredTab(raw: string | null, labels: readonly string[]): number | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'string') return undefined;
  const index = labels.indexOf(value);
  return index >= 0 ? index : undefined;
}
