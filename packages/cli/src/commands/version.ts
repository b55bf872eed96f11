/**
 * `docs version <name>` (issue 19), after Docusaurus's `docs:version`: starts a new version of the
 * docs from the current ones, in the Rspress folder layout (`docs/<version>/<lang>/`).
 *
 * - Versions on: the current docs are the default version's folder (what the site root serves).
 *   It is copied to `docs/<name>/`, `<name>` joins `versions` and becomes the default, as a new
 *   Docusaurus version becomes the latest; the old default stays online, frozen, under its prefix.
 *   `keepDefault` adds the version without making it the default (a preview of the next release).
 * - Versions off: the docs you have become version `<name>`: the language folders move into
 *   `docs/<name>/` and `multiVersion` is turned on with that one version as the default, so no
 *   URL changes. Run the command again to start the next version.
 *
 * The config file is edited only where that is safe (one `multiVersion: { … }` literal to replace,
 * or one `defineConfig({` / `export default {` to add it after) and re-read to check the edit;
 * otherwise it is left alone and the result says the exact snippet to add.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DocsError, type LoadedConfig } from '@docs-kit/core';
import { loadSiteConfig } from '../node/theme/load';

export interface VersionOptions {
  siteDir: string;
  name: string;
  configFile?: string;
  /** Add the version without making it the default. */
  keepDefault?: boolean;
}

export interface VersionResult {
  /** What was done, one line each, for the terminal. */
  actions: string[];
  multiVersion: { default: string; versions: string[] };
  /** Whether the config file was updated; when not, `snippet` is what to add to it. */
  configUpdated: boolean;
  snippet: string;
}

const NAME = /^[A-Za-z0-9][\w.-]*$/;

export async function createVersion(options: VersionOptions): Promise<VersionResult> {
  const loaded = await loadSiteConfig(options.siteDir, options.configFile);
  const { name } = options;
  const rel = (p: string) => path.relative(loaded.siteDir, p).split(path.sep).join('/') || '.';
  if (!NAME.test(name))
    throw new DocsError(`"${name}" cannot name a version.`, {
      hint: 'Use a folder name of letters, digits, dots, dashes or underscores, such as "v2" or "2.x".',
    });
  if (loaded.langs.includes(name) || name === 'public')
    throw new DocsError(`"${name}" is already a language or folder of the docs: a version needs a name of its own.`);
  const target = path.join(loaded.docsDir, name);
  if (loaded.multiVersion.versions.includes(name) || existsSync(target))
    throw new DocsError(`The version folder ${rel(target)} already exists.`, {
      hint: 'Choose another name, or remove the folder first.',
    });

  const actions: string[] = [];
  const { versions, default: current } = loaded.multiVersion;
  let multiVersion: VersionResult['multiVersion'];
  if (versions.length) {
    await cp(path.join(loaded.docsDir, current), target, { recursive: true });
    actions.push(
      `Copied ${rel(path.join(loaded.docsDir, current))}/ (the default version, ${current}) to ${rel(target)}/.`,
    );
    multiVersion = { default: options.keepDefault ? current : name, versions: [...versions, name] };
  } else {
    await mkdir(target, { recursive: true });
    for (const lang of loaded.langs) {
      const from = path.join(loaded.docsDir, lang);
      if (!existsSync(from)) continue;
      await rename(from, path.join(target, lang));
      actions.push(`Moved ${rel(from)}/ to ${rel(path.join(target, lang))}/.`);
    }
    multiVersion = { default: name, versions: [name] };
  }
  const snippet = `multiVersion: { default: '${multiVersion.default}', versions: [${multiVersion.versions.map((v) => `'${v}'`).join(', ')}] },`;
  const configUpdated = await updateConfig(loaded, snippet, multiVersion);
  actions.push(
    configUpdated
      ? `Set ${snippet.replace(/,$/, '')} in ${rel(loaded.file as string)}.`
      : `Could not edit the config safely: add this to it:\n  ${snippet}`,
  );
  if (multiVersion.default === name && versions.length)
    actions.push(`${name} is now the default version, served at the site root; ${current} moves under /${current}/.`);
  return { actions, multiVersion, configUpdated, snippet };
}

/** Writes `multiVersion` into the config file when one unambiguous edit does it; false otherwise. */
async function updateConfig(
  loaded: LoadedConfig,
  snippet: string,
  wanted: VersionResult['multiVersion'],
): Promise<boolean> {
  if (!loaded.file) return false;
  const source = await readFile(loaded.file, 'utf8');
  const existing = [...source.matchAll(/multiVersion\s*:\s*\{[^{}]*\}\s*,?/g)];
  const opening = [...source.matchAll(/(defineConfig\(\s*\{|export\s+default\s*\{)[ \t]*\n?/g)];
  let next: string;
  if (existing.length === 1) next = source.replace(existing[0]?.[0] as string, snippet);
  else if (existing.length === 0 && opening.length === 1 && !/multiVersion/.test(source)) {
    const at = (opening[0]?.index ?? 0) + (opening[0]?.[0].length ?? 0);
    const newline = opening[0]?.[0].endsWith('\n') ? '' : '\n';
    next = `${source.slice(0, at)}${newline}  ${snippet}\n${source.slice(at)}`;
  } else return false;
  await writeFile(loaded.file, next);
  try {
    const check = await loadSiteConfig(loaded.siteDir, loaded.file);
    if (JSON.stringify(check.multiVersion) === JSON.stringify(wanted)) return true;
  } catch {
    // The edit did not give the config we meant: put the file back as it was.
  }
  await writeFile(loaded.file, source);
  return false;
}
