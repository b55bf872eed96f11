import type { RouteEntry, SiteData } from '@docs-kit/core';
import { manifestName, sectionOf } from '@docs-kit/core/shared';

/**
 * Per-section route manifests for the browser (`/routes/zh-guide.json`): the rows of one section,
 * `[path, lang, chunkUrl]` (and the version on a versioned site), fetched when the reader first
 * goes there. Their names never change, so the main entry that locates them, and with it the HTML
 * of every page, stays the same when another page is edited (issue 17). Like the HTML and the
 * search manifest they live outside `assets/` and are revalidated, not cached for ever.
 */
export function routeManifests(routes: readonly RouteEntry[], site: SiteData) {
  const suffix = '.json';
  // Keyed by file: two sections whose names sanitize alike (`/zh/guide`, `/zh-guide`) share one.
  const byFile = new Map<string, RouteEntry[]>();
  for (const route of routes) {
    const file = `routes/${manifestName(sectionOf(route.path, site.langs, site.multiVersion.versions))}${suffix}`;
    byFile.set(file, [...(byFile.get(file) ?? []), route]);
  }
  return {
    /** The browser's locator (`RouteSource.manifests`). */
    source: { prefix: `${site.base}routes/`, suffix },
    /** Manifest files to write, given each page's chunk URL. */
    files(chunkOf: (filePath: string) => string | undefined): [string, string][] {
      return [...byFile].map(([file, members]) => [
        file,
        JSON.stringify(
          members.flatMap((r) => {
            const chunk = chunkOf(r.filePath);
            if (!chunk) return [];
            return [r.version ? [r.path, r.lang, chunk, r.version] : [r.path, r.lang, chunk]];
          }),
        ),
      ]);
    },
  };
}
