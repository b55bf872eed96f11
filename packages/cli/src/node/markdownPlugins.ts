/**
 * remark/rehype plugins named by module specifier (issue 14): resolved from the config's folder,
 * identified by package version (or a local file's content) and options, so the compile cache can
 * key on them and each compile worker can import them itself. A plugin given as a function cannot
 * cross to a worker nor be keyed: it still runs, with the cache and workers off and a notice.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DocsError, type LoadedConfig, type MarkdownPlugin } from '@docs-kit/core';
import { resolve as resolveModule } from 'import-meta-resolve';
import type { Pluggable, PluggableList } from 'unified';
import { registerTypeScript, TYPESCRIPT_FILE } from './precompile';

/** One plugin of a list: a module to import (with its options), or a plugin value as given. */
export type MarkdownPluginEntry =
  | { label: string; url: string; options?: unknown; plain: boolean }
  | { label: string; value: Pluggable };

export interface MarkdownPluginLists {
  remark: MarkdownPluginEntry[];
  rehype: MarkdownPluginEntry[];
}

export interface ResolvedMarkdownPlugins extends MarkdownPluginLists {
  /** Each module's specifier, version (or file hash) and options: part of the compile cache key. */
  key: string;
  /** Set when a plugin is a function (or has options that are not plain data): why the cache and workers are off. */
  notice?: string;
}

/** JSON-like data: what can be keyed by its text and posted to a worker unchanged. */
function isPlainData(value: unknown): boolean {
  if (value === null || value === undefined || ['string', 'boolean'].includes(typeof value)) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.values(value).every(isPlainData);
}

/** The version of the package a bare specifier names, or the content hash of a local file. */
function identity(specifier: string, file: string): string {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  }
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === name) return pkg.version ?? '';
  }
  return '';
}

/**
 * Resolves the config's `markdown.remarkPlugins` / `rehypePlugins` and then each plugin's, in
 * order, from the config file's folder.
 */
export function resolveMarkdownPlugins(loaded: LoadedConfig): ResolvedMarkdownPlugins {
  const { config } = loaded;
  const from = pathToFileURL(loaded.file ?? path.join(loaded.siteDir, 'docs.config.ts')).href;
  const keys: unknown[] = [];
  let notice: string | undefined;
  const lists = { remark: [] as MarkdownPluginEntry[], rehype: [] as MarkdownPluginEntry[] };
  for (const kind of ['remark', 'rehype'] as const) {
    const sources: [string, MarkdownPlugin[]][] = [
      [`markdown.${kind}Plugins`, config.markdown[`${kind}Plugins`]],
      ...config.plugins.map((p): [string, MarkdownPlugin[]] => [
        `plugin "${p.name}" ${kind}Plugins`,
        p[`${kind}Plugins`] ?? [],
      ]),
    ];
    for (const [where, list] of sources) {
      list.forEach((entry, i) => {
        const label = `${where}[${i}]`;
        const [specifier, options] = Array.isArray(entry) ? entry : [entry];
        if (typeof specifier !== 'string') {
          notice ??= `Note: ${label} is a plugin value (a function), not a module name, so pages compile on one thread without the compile cache. Name it by module to keep both: ['remark-foo' or './plugins/my-plugin.ts', { ...options }].`;
          lists[kind].push({ label, value: entry as Pluggable });
          return;
        }
        let url: string;
        try {
          url = resolveModule(specifier, from);
        } catch (error) {
          throw new DocsError(`Cannot find the ${kind} plugin "${specifier}" (${label}): ${(error as Error).message}`, {
            file: loaded.file,
            hint: `Install the package (pnpm add -D ${specifier}), or give a file path relative to the config ('./plugins/x.ts').`,
          });
        }
        const plain = isPlainData(options);
        if (!plain)
          notice ??= `Note: the options of ${label} ("${specifier}") are not plain data (JSON), so pages compile on one thread without the compile cache. Pass strings, numbers, booleans, arrays and objects to keep both.`;
        keys.push([kind, specifier, identity(specifier, fileURLToPath(url)), plain ? options : null]);
        lists[kind].push({ label, url, options, plain });
      });
    }
  }
  return { ...lists, key: JSON.stringify(keys), notice };
}

const modules = new Map<string, Promise<unknown>>();

/** Imports each module plugin (once per thread) and returns the lists unified takes. */
export async function loadMarkdownPlugins(
  lists: MarkdownPluginLists,
): Promise<{ remark: PluggableList; rehype: PluggableList }> {
  const load = (entries: MarkdownPluginEntry[]) =>
    Promise.all(
      entries.map(async (entry): Promise<Pluggable> => {
        if ('value' in entry) return entry.value;
        let plugin = modules.get(entry.url);
        if (!plugin) {
          // A site's own plugin in TypeScript is not precompiled (it may read files beside itself).
          const ready = TYPESCRIPT_FILE.test(new URL(entry.url).pathname) ? registerTypeScript() : undefined;
          plugin = Promise.resolve(ready)
            .then(() => import(entry.url))
            .then((m: { default?: unknown }) => m.default);
          modules.set(entry.url, plugin);
        }
        const value = await plugin;
        if (typeof value !== 'function')
          throw new DocsError(`The plugin of ${entry.label} (${entry.url}) has no default export function.`, {
            hint: 'A remark/rehype plugin module exports the plugin as its default export.',
          });
        return entry.options === undefined ? (value as Pluggable) : ([value, entry.options] as Pluggable);
      }),
    );
  const [remark, rehype] = await Promise.all([load(lists.remark), load(lists.rehype)]);
  return { remark, rehype };
}
