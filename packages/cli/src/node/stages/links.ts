import { DocsError, findDeadLinks, formatDeadLinks } from '@docs-kit/core';
import type { BuildContext, CompiledSite } from './context';

/** Stage 3: dead links fail the build, or become warnings by config. Returns the warnings. */
export function linksStage(ctx: BuildContext, { pages }: CompiledSite): string[] {
  const { config, loaded } = ctx;
  const redirectSources = config.redirects.flatMap((r) =>
    loaded.langs.map((l) => (l === config.lang ? r.from : `/${l}${r.from}`)),
  );
  const dead = findDeadLinks(
    pages.map((p) => ({ routePath: p.pageData.routePath, filePath: p.pageData.pagePath, links: p.links, ids: p.ids })),
    redirectSources,
  );
  if (!dead.length) return [];
  const message = `${dead.length} dead link${dead.length === 1 ? '' : 's'}:\n${formatDeadLinks(dead, loaded.siteDir)}`;
  if (config.markdown.checkDeadLinks === 'error') {
    throw new DocsError(message, {
      hint: 'Fix the links, or set `markdown.checkDeadLinks: "warn"` to build anyway.',
    });
  }
  return [message];
}
