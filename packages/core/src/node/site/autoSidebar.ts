import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SidebarItem } from '../../shared/configSchema';
import { DocsError } from '../../shared/errors';
import { versionOf } from '../../shared/paths';
import { localizePath } from './localeLinks';
import { type CustomLinkMeta, type MetaItem, readMetaFile } from './metaFile';

/** Each page's title, language and front-matter `order`, by route. */
export type PageTitles = Record<string, { title: string; lang: string; order?: number }>;

/** One language's pages, as sidebars are generated from them. */
export interface AutoSidebarSource {
  /** The language's folder (`docs/zh`). */
  langDir: string;
  /** `/zh`, or '' for the default language. */
  prefix: string;
  /** The language's routes without the prefix (`/guide/start`). */
  routes: Set<string>;
  pages: PageTitles;
}

/**
 * The pages of one language (and, on a versioned site, one version: the default one unless
 * given), with the folder their `_meta.json` files are in.
 */
export function autoSidebarSource(
  docsDir: string,
  lang: string,
  langPrefix: string,
  pages: PageTitles,
  multiVersion: { default: string; versions: readonly string[] } = { default: '', versions: [] },
  version = multiVersion.default,
): AutoSidebarSource {
  const prefix = (version && version !== multiVersion.default ? `/${version}` : '') + langPrefix;
  const routes = new Set<string>();
  for (const [route, page] of Object.entries(pages)) {
    const routeVersion = versionOf(route, multiVersion.versions) ?? multiVersion.default;
    if (page.lang === lang && routeVersion === version) routes.add(route.slice(prefix.length) || '/');
  }
  const versionDir = path.join(docsDir, version);
  const langDir = existsSync(path.join(versionDir, lang)) ? path.join(versionDir, lang) : versionDir;
  return { langDir, prefix, routes, pages };
}

/** The files and folders directly in `dir` (`/guide/`), by name. */
function entriesOf(source: AutoSidebarSource, dir: string): { files: Set<string>; dirs: Set<string> } {
  const files = new Set<string>();
  const dirs = new Set<string>();
  for (const route of source.routes) {
    if (!route.startsWith(dir) || route === dir) continue;
    const rest = route.slice(dir.length);
    const slash = rest.indexOf('/');
    if (slash < 0) files.add(rest);
    else dirs.add(rest.slice(0, slash));
  }
  return { files, dirs };
}

const page = (source: AutoSidebarSource, route: string) => source.pages[source.prefix + route];
const has = (source: AutoSidebarSource, route: string) => source.routes.has(route);

/** A folder's own page: its `index.md`, else a file of the same name beside it (Rspress). */
function folderPage(source: AutoSidebarSource, dir: string, name: string): string | undefined {
  if (has(source, `${dir}${name}/`)) return `${dir}${name}/`;
  return has(source, `${dir}${name}`) ? `${dir}${name}` : undefined;
}

const titleOf = (source: AutoSidebarSource, item: { link?: string }) =>
  item.link ? source.pages[item.link]?.title || undefined : undefined;

/** `getting-started` → `Getting started`, for a folder with neither a page nor a label. */
const humanize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]+/g, ' ');

interface Shown {
  label?: string;
  tag?: string;
  context?: string;
  collapsible?: boolean;
  collapsed?: boolean;
}

function fileItem(source: AutoSidebarSource, route: string, meta: Shown = {}): SidebarItem {
  return {
    link: source.prefix + route,
    ...(meta.label && { text: meta.label }),
    ...(meta.tag && { tag: meta.tag }),
    ...(meta.context && { context: meta.context }),
  };
}

function dirItem(source: AutoSidebarSource, dir: string, name: string, meta: Shown = {}): SidebarItem | undefined {
  const own = folderPage(source, dir, name);
  const items = folderItems(source, `${dir}${name}/`, false);
  if (!own && !items.length) return undefined;
  return {
    ...(own ? fileItem(source, own, meta) : { text: meta.label ?? humanize(name), ...(meta.tag && { tag: meta.tag }) }),
    items,
    ...(meta.collapsible !== undefined && { collapsible: meta.collapsible }),
    ...(meta.collapsed !== undefined && { collapsed: meta.collapsed }),
  };
}

/** Without a `_meta.json`: front-matter `order` first (a folder's from its own page), then by name. */
function defaultOrder(source: AutoSidebarSource, dir: string): SidebarItem[] {
  const { files, dirs } = entriesOf(source, dir);
  const entries = [
    ...[...files].filter((name) => !dirs.has(name)).map((name) => ({ name, route: `${dir}${name}`, isDir: false })),
    ...[...dirs].map((name) => ({ name, route: folderPage(source, dir, name) ?? '', isDir: true })),
  ].map((entry) => ({ ...entry, order: page(source, entry.route)?.order ?? Number.POSITIVE_INFINITY }));
  entries.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, undefined, { numeric: true }));
  return entries.flatMap((entry) => {
    const item = entry.isDir ? dirItem(source, dir, entry.name) : fileItem(source, entry.route);
    return item ? [item] : [];
  });
}

function customItem(source: AutoSidebarSource, meta: CustomLinkMeta): SidebarItem {
  return {
    text: meta.label,
    ...(meta.link && { link: localizePath(meta.link, source.prefix) }),
    ...(meta.tag && { tag: meta.tag }),
    ...(meta.context && { context: meta.context }),
    ...(meta.items && { items: meta.items.map((child) => customItem(source, child)) }),
    ...(meta.collapsible !== undefined && { collapsible: meta.collapsible }),
    ...(meta.collapsed !== undefined && { collapsed: meta.collapsed }),
  };
}

/** With a `_meta.json`: its entries in its order, and only those (as in Rspress). */
function metaOrder(source: AutoSidebarSource, dir: string, meta: MetaItem[], file: string): SidebarItem[] {
  const { files, dirs } = entriesOf(source, dir);
  return meta.flatMap((raw, index): SidebarItem[] => {
    const entry = typeof raw === 'string' ? { name: raw, label: undefined } : raw;
    if ('type' in entry && entry.type === 'divider') return [{ dividerType: entry.dashed ? 'dashed' : 'solid' }];
    if ('type' in entry && entry.type === 'section-header')
      return [{ sectionHeaderText: entry.label, ...(entry.tag && { tag: entry.tag }) }];
    if (!('name' in entry)) return [customItem(source, entry)];
    const name = entry.name.replace(/\.mdx?$/, '');
    const type = 'type' in entry ? entry.type : undefined;
    if (name === 'index' && has(source, dir)) return [fileItem(source, dir, entry)];
    if (type !== 'file' && dirs.has(name)) {
      const group = dirItem(source, dir, name, entry);
      if (!group || type !== 'dir-section-header' || !('items' in group)) return group ? [group] : [];
      const header = ('label' in entry && entry.label) || titleOf(source, group) || humanize(name);
      return [{ sectionHeaderText: header }, ...(group.items ?? [])];
    }
    if (files.has(name)) return [fileItem(source, `${dir}${name}`, entry)];
    throw new DocsError(`${file}: entry [${index}] names "${entry.name}", which is no page or folder in this folder.`, {
      file,
      hint: `Pages here: ${[...files, ...dirs].sort().join(', ') || 'none'}. Fix the name or remove the entry.`,
    });
  });
}

/**
 * The sidebar of folder `dir` (`/guide/`, without the language prefix). At the top (the folder a
 * sidebar key names) the folder's index page is the first item; deeper, it is its group's link.
 */
export function folderItems(source: AutoSidebarSource, dir: string, top = true): SidebarItem[] {
  const file = path.join(source.langDir, ...dir.split('/').filter(Boolean), '_meta.json');
  const meta = readMetaFile(file);
  const items = meta ? metaOrder(source, dir, meta, file) : defaultOrder(source, dir);
  const listed = items.some((item) => 'link' in item && item.link === source.prefix + dir);
  return top && has(source, dir) && !listed ? [fileItem(source, dir), ...items] : items;
}

/** `sidebar: 'auto'`: one sidebar per top-level folder of the language, keyed by its prefixed path. */
export function autoSidebars(source: AutoSidebarSource): Record<string, SidebarItem[]> {
  const { dirs } = entriesOf(source, '/');
  return Object.fromEntries(
    [...dirs].sort().map((name) => [`${source.prefix}/${name}/`, folderItems(source, `/${name}/`)]),
  );
}
