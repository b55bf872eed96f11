import { DocsError, findDeadLinks, formatDeadLinks, formatWarning, joinRoute } from '@docs-kit/core';
import { missingAssets } from '../outputs/assets';
import type { BuildContext, CompiledSite } from './context';

/**
 * Stage 3: dead links and missing files fail the build, or become warnings by config. Returns the
 * warnings, the pages' compile warnings (unknown containers, components in `.md`) first.
 */
export function linksStage(ctx: BuildContext, { pages }: CompiledSite): string[] {
  const { config, loaded } = ctx;
  const warnings = pages.flatMap((p) => p.warnings.map((w) => formatWarning(w, loaded.siteDir)));
  // Redirects apply in every language and version (see findRedirect).
  const scheme = { lang: config.lang, langs: loaded.langs, multiVersion: loaded.multiVersion };
  const versions = loaded.multiVersion.versions.length ? loaded.multiVersion.versions : [''];
  const redirectSources = config.redirects.flatMap((r) =>
    versions.flatMap((version) => loaded.langs.map((lang) => joinRoute({ version, lang, path: r.from }, scheme))),
  );
  const dead = findDeadLinks(
    pages.map((p) => ({ routePath: p.pageData.routePath, filePath: p.pageData.pagePath, links: p.links, ids: p.ids })),
    redirectSources,
  );
  const missing = missingAssets(pages, loaded.siteDir);
  if (!dead.length && !missing.length) return warnings;
  const message = [
    dead.length && `${dead.length} dead link${dead.length === 1 ? '' : 's'}:\n${formatDeadLinks(dead, loaded.siteDir)}`,
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
