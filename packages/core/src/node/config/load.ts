import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { z } from 'zod';
import type { ResolvedConfig } from '../../shared/configSchema';
import { DocsError } from '../../shared/errors';
import type { ThemeDefinition } from '../../shared/theme';
import { keepBundle, keptBundle } from './bundleCache';
import { configError } from './errorMap';
import { configSchemaFor } from './themed';

/** The theme a config without `theme` uses. */
export const DEFAULT_THEME = '@docs-kit/theme-default';

export const CONFIG_FILES = ['docs.config.ts', 'docs.config.mts', 'docs.config.js', 'docs.config.mjs'];

export interface LoadedConfig {
  config: ResolvedConfig;
  /** Absolute path of the config file, or undefined when the site has none. */
  file?: string;
  /** Folder the config lives in: paths in it are relative to this. */
  siteDir: string;
  /** Absolute docs folder. */
  docsDir: string;
  /** Absolute output folder. */
  outDir: string;
  /** Every language of the site, the default first. */
  langs: string[];
  /** The site's versions (`versions` empty when it has none): `config.multiVersion` resolved. */
  multiVersion: { default: string; versions: string[] };
  /** The config file and the local files it imports (not packages): what the config was read from. */
  dependencies: string[];
  /** The theme named by `config.theme`, when the loader was given a way to load it. */
  theme?: LoadedTheme;
}

/** A theme as the loader found it: its definition and where its code lives. */
export interface LoadedTheme {
  definition: ThemeDefinition;
  /** The theme's browser entry: what `@theme-original` (and `@theme` without a site theme) names. */
  entry: string;
  /** The module exporting the definition, for worker threads to load. */
  nodeEntry: string;
  /** The theme package's folder (its code is an input of the build). */
  root: string;
}

export interface LoadConfigOptions {
  /** Finds and loads the theme package a config names (the CLI resolves it from the site folder). */
  loadTheme?: (name: string, siteDir: string) => Promise<LoadedTheme>;
  /**
   * Makes TypeScript importable, before a config that imports a package written in it (a
   * workspace package such as `@docs-kit/cli/plugins`) is loaded: the CLI runs as JavaScript.
   */
  loadTypeScript?: () => Promise<void>;
}

/** The keys a strict object of `root` at `path` accepts, for "did you mean" hints. */
function knownKeys(root: z.ZodType, at: readonly PropertyKey[]): string[] {
  let schema: z.ZodType = root;
  for (const key of at) {
    schema = unwrap(schema);
    if (schema instanceof z.ZodObject) schema = (schema.shape as Record<string, z.ZodType>)[String(key)] ?? schema;
    else if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
    else if (schema instanceof z.ZodRecord) schema = schema.valueType as z.ZodType;
    else return [];
  }
  schema = unwrap(schema);
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodDefault || current instanceof z.ZodPrefault || current instanceof z.ZodOptional)
      current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodLazy) current = current.unwrap() as z.ZodType;
    else return current;
  }
}

/**
 * Validates a config object against core's keys and the theme's; `file` and `source` are only for
 * the error message.
 */
export function resolveConfig(
  input: unknown,
  file = 'docs.config.ts',
  source = '',
  theme?: ThemeDefinition,
): ResolvedConfig {
  const schema = configSchemaFor(theme);
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw configError(result.error, file, source, (at) => knownKeys(schema, at));
  const config = result.data as ResolvedConfig;
  const langs = config.locales.map((l) => l.lang);
  const duplicate = langs.find((l, i) => langs.indexOf(l) !== i);
  if (duplicate)
    throw new DocsError(`Invalid config in ${file}:\n  locales: the language "${duplicate}" is listed twice.`, {
      file,
    });
  if (langs.length && !langs.includes(config.lang)) {
    throw new DocsError(
      `Invalid config in ${file}:\n  lang: "${config.lang}" is not one of the locales (${langs.join(', ')}). Add a locale for it or set lang to one of them.`,
      { file },
    );
  }
  return config;
}

/**
 * Loads `docs.config.ts` from `siteDir` (bundled by esbuild, so it may be TypeScript and import
 * local files), validates it and resolves its folders.
 */
export async function loadConfig(
  rawSiteDir: string,
  explicitFile?: string,
  options: LoadConfigOptions = {},
): Promise<LoadedConfig> {
  const siteDir = path.resolve(rawSiteDir);
  const file = explicitFile
    ? path.resolve(siteDir, explicitFile)
    : CONFIG_FILES.map((name) => path.join(siteDir, name)).find((candidate) => existsSync(candidate));
  let raw: unknown = {};
  let source = '';
  let dependencies: string[] = [];
  if (file) {
    if (!existsSync(file)) throw new DocsError(`Config file not found: ${file}`, { file });
    source = await readFile(file, 'utf8');
    ({ config: raw, dependencies } = await importConfig(file, options.loadTypeScript));
  }
  const base = file ? path.dirname(file) : siteDir;
  const shownFile = file ? path.relative(process.cwd(), file) || file : 'config';
  const themeName = (raw as { theme?: unknown } | undefined)?.theme;
  const theme = await options.loadTheme?.(typeof themeName === 'string' ? themeName : DEFAULT_THEME, base);
  const config = resolveConfig(raw, shownFile, source, theme?.definition);
  const langs = config.locales.length
    ? [config.lang, ...config.locales.map((l) => l.lang).filter((l) => l !== config.lang)]
    : [config.lang];
  const docsDir = path.resolve(base, config.root);
  languageFolders(config, langs, docsDir, shownFile);
  return {
    config,
    file,
    siteDir: base,
    docsDir,
    outDir: path.resolve(base, config.outDir),
    langs,
    multiVersion: versionFolders(config, docsDir, shownFile),
    dependencies,
    theme,
  };
}

/**
 * A language of a site with several, and no folder of pages: a config error, as a version without
 * one is. It built without a word, and every page's language switcher offered a 404.
 * (A versioned site's languages live in each version's folder.)
 */
function languageFolders(config: ResolvedConfig, langs: readonly string[], docsDir: string, file: string): void {
  if (config.multiVersion || langs.length < 2) return;
  const missing = langs.filter((lang) => !existsSync(path.join(docsDir, lang)));
  if (!missing.length) return;
  const folders = missing.map((lang) => path.join(config.root, lang)).join(', ');
  throw new DocsError(
    `Invalid config in ${file}:\n  locales: no folder ${folders} for ${missing.map((l) => `"${l}"`).join(', ')}. Put that language's pages there (the same paths as in ${path.join(config.root, config.lang)}), or remove the locale.`,
    { file },
  );
}

/** `multiVersion` with every version's folder checked: a version without pages is a config error. */
function versionFolders(config: ResolvedConfig, docsDir: string, file: string): LoadedConfig['multiVersion'] {
  if (!config.multiVersion) return { default: '', versions: [] };
  const missing = config.multiVersion.versions.filter((v) => !existsSync(path.join(docsDir, v)));
  if (missing.length) {
    const folders = missing.map((v) => path.join(config.root, v)).join(', ');
    throw new DocsError(
      `Invalid config in ${file}:\n  multiVersion.versions: no folder ${folders} for ${missing.map((v) => `"${v}"`).join(', ')}. Create it (\`docs version <name>\` copies the current docs into a new version) or remove the version.`,
      { file },
    );
  }
  return { default: config.multiVersion.default, versions: [...config.multiVersion.versions] };
}

/** Imports a bundled config, evaluated afresh on each load as when each load bundled it anew. */
let loads = 0;
async function importBundle(outFile: string): Promise<unknown> {
  const mod = (await import(`${pathToFileURL(outFile).href}?load=${++loads}`)) as { default?: unknown };
  return mod.default;
}

/** True when the bundle imports a package whose code is TypeScript, which Node loads only with help. */
function importsTypeScript(file: string, metafile: Metafile): boolean {
  const require = createRequire(file);
  return Object.values(metafile.outputs).some((output) =>
    output.imports.some(({ path: specifier, external }) => {
      if (!external || isBuiltin(specifier)) return false;
      try {
        return /\.[cm]?tsx?$/.test(require.resolve(specifier));
      } catch {
        // Not resolvable by require (an import-only package): Node loads it, or tells why.
        return false;
      }
    }),
  );
}

async function importConfig(
  file: string,
  loadTypeScript?: () => Promise<void>,
): Promise<{ config: unknown; dependencies: string[] }> {
  const outDir = path.join(path.dirname(file), 'node_modules', '.docs-config');
  const kept = keptBundle(outDir, file);
  if (kept) {
    if (kept.typescript) await loadTypeScript?.();
    // Gone meanwhile (another process replaced it), or throwing: bundling anew tells which.
    const config = await importBundle(kept.outFile).catch(() => undefined);
    if (config !== undefined) return { config, dependencies: kept.dependencies };
  }
  await mkdir(outDir, { recursive: true });
  const startedAt = Date.now();
  const outFile = path.join(outDir, `config.${startedAt}.${Math.random().toString(36).slice(2)}.mjs`);
  let keep = false;
  try {
    const { metafile } = await build({
      entryPoints: [file],
      metafile: true,
      outfile: outFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
      // The map names lines for stack traces, so the bundle itself need not keep them: a 1 MB
      // config (10,000 sidebar links) imports in a third of the time without the whitespace, and
      // the config's text would double the map.
      minifyWhitespace: true,
      sourcemap: 'inline',
      sourcesContent: false,
      plugins: [
        {
          // A config only needs `defineConfig` (an identity function) from the framework: give it
          // that inline, so loading a config never loads the framework itself a second time.
          name: 'docs-define-config',
          setup(b) {
            b.onResolve({ filter: /^@docs-kit\/(cli|core)$/ }, (args) => ({
              path: args.path,
              namespace: 'docs-define-config',
            }));
            b.onLoad({ filter: /.*/, namespace: 'docs-define-config' }, () => ({
              contents: 'export const defineConfig = (config) => config;',
              loader: 'js',
            }));
          },
        },
      ],
    }).catch((error: { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }) => {
      const first = error.errors?.[0];
      throw new DocsError(`Cannot read the config: ${first?.text ?? String(error)}`, {
        // esbuild reports paths relative to its working directory, the process's.
        file: first?.location ? path.resolve(first.location.file) : file,
        line: first?.location?.line,
        column: first?.location ? first.location.column + 1 : undefined,
      });
    });
    await writeFile(path.join(outDir, 'package.json'), '{"type":"module"}');
    const typescript = importsTypeScript(file, metafile);
    if (typescript) await loadTypeScript?.();
    const config = await importBundle(outFile);
    // esbuild names inputs relative to the working directory; virtual modules carry a namespace.
    const dependencies = Object.keys(metafile.inputs)
      .filter((input) => !input.includes(':'))
      .map((input) => path.resolve(input));
    keep = await keepBundle(outDir, file, outFile, { dependencies, typescript }, startedAt);
    return { config, dependencies };
  } finally {
    if (!keep) await rm(outFile, { force: true });
  }
}
