import path from 'node:path';
import {
  DocsError,
  findConfigLinkProblems,
  findDeadLinks,
  formatConfigLinkProblems,
  formatDeadLinks,
  formatWarning,
  joinRoute,
  type LoadedConfig,
} from '@docs-kit/core';
import { missingAssets } from '../outputs/assets';
import type { BuildContext, CompiledSite } from './context';

/** Routes that exist without a page: the redirects' sources, in every language and version (see findRedirect). */
export function redirectSources({ config, langs, multiVersion }: LoadedConfig): string[] {
  const scheme = { lang: config.lang, langs, multiVersion };
  const versions = multiVersion.versions.length ? multiVersion.versions : [''];
  return config.redirects.flatMap((r) =>
    versions.flatMap((version) => langs.map((lang) => joinRoute({ version, lang, path: r.from }, scheme))),
  );
}

/**
 * The config's sidebar keys that match no page (warnings) and its nav/sidebar links to missing
 * pages (dead links), formatted with the config file and the key's path.
 */
export function configLinkReport(loaded: LoadedConfig, routes: readonly string[]): { keys: string; links: string } {
  const problems = findConfigLinkProblems(loaded.config, routes, redirectSources(loaded));
  const file = loaded.file ? path.relative(loaded.siteDir, loaded.file) : 'config';
  const keys = problems.filter((p) => p.kind === 'key');
  const links = problems.filter((p) => p.kind === 'link');
  return {
    keys: keys.length ? `Sidebar keys that match no page (never shown):\n${formatConfigLinkProblems(keys, file)}` : '',
    links: links.length
      ? `${links.length} dead link${links.length === 1 ? '' : 's'} in the config:\n${formatConfigLinkProblems(links, file)}`
      : '',
  };
}

/**
 * Stage 3: dead links and missing files fail the build, or become warnings by config. Returns the
 * warnings, the pages' compile warnings (unknown containers, components in `.md`) first.
 */
export function linksStage(ctx: BuildContext, { pages }: CompiledSite): string[] {
  const { config, loaded } = ctx;
  const warnings = pages.flatMap((p) => p.warnings.map((w) => formatWarning(w, loaded.siteDir)));
  const fromConfig = configLinkReport(
    loaded,
    ctx.routes.map((r) => r.path),
  );
  if (fromConfig.keys) warnings.push(fromConfig.keys);
  const dead = findDeadLinks(
    pages.map((p) => ({ routePath: p.pageData.routePath, filePath: p.pageData.pagePath, links: p.links, ids: p.ids })),
    redirectSources(loaded),
  );
  const missing = missingAssets(pages, loaded.siteDir);
  if (!dead.length && !missing.length && !fromConfig.links) return warnings;
  const message = [
    dead.length && `${dead.length} dead link${dead.length === 1 ? '' : 's'}:\n${formatDeadLinks(dead, loaded.siteDir)}`,
    fromConfig.links,
    missing.length && `${missing.length} missing file${missing.length === 1 ? '' : 's'}:\n${missing.join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n');
  if (config.markdown.checkDeadLinks === 'error') {
    throw new DocsError(message, {
      hint: 'Fix the links, or set `markdown.checkDeadLinks: "warn"` to build anyway.',
    });
  }
  return [...warnings, message];
}
