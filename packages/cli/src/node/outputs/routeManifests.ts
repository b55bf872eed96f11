import type { RouteEntry, SiteData } from '@docs-kit/core';
import { sectionOf } from '@docs-kit/core/runtime';

/**
 * Per-section route manifests for the browser (`/assets/routes/zh-guide.<build>.json`): the rows
 * of one section, `[path, lang, chunkUrl]`, fetched when the reader first goes there.
 */
export function routeManifests(routes: readonly RouteEntry[], site: SiteData, buildId: string) {
  const slug = (value: string) => value.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-') || 'root';
  const bySection = new Map<string, RouteEntry[]>();
  for (const route of routes) {
    const key = sectionOf(route.path, site.langs);
    bySection.set(key, [...(bySection.get(key) ?? []), route]);
  }
  const fileOf = (key: string) => `assets/routes/${slug(key)}.${buildId}.json`;
  const urls = Object.fromEntries([...bySection.keys()].map((key) => [key, `${site.base}${fileOf(key)}`]));
  return {
    urls,
    /** A file-system-safe name for a route's page entry. */
    slug,
    /** Manifest files to write, given each page's chunk URL. */
    files(chunkOf: (filePath: string) => string | undefined): [string, string][] {
      return [...bySection].map(([key, members]) => [
        fileOf(key),
        JSON.stringify(
          members.flatMap((r) => {
            const chunk = chunkOf(r.filePath);
            return chunk ? [[r.path, r.lang, chunk]] : [];
          }),
        ),
      ]);
    },
  };
}
