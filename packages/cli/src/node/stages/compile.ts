import os from 'node:os';
import path from 'node:path';
import { DocsError } from '@docs-kit/core';
import { type BuildPage, createPageCompiler } from '../pageCompiler';
import { mapLimit } from '../pool';
import type { BuildContext, CompiledSite } from './context';

/** Every compile error of the site at once, each with its file, line and frame. */
function aggregate(errors: DocsError[]): DocsError {
  if (errors.length === 1) return errors[0] as DocsError;
  return new DocsError(`${errors.length} pages failed to compile:\n\n${errors.map((e) => e.format()).join('\n\n')}`);
}

/** Stage 2: compiles every page (cached by content hash), failing with all the errors at once. */
export async function compileStage(ctx: BuildContext): Promise<CompiledSite> {
  const { loaded, routes, plugins, reporter } = ctx;
  const cacheDir = path.join(loaded.siteDir, 'node_modules', '.docs-cache', 'pages');
  // Starting a worker costs about a second: worth it for a large site, not for a handful of pages.
  const workers = routes.length >= 100 ? os.availableParallelism() : 0;
  const compiler = createPageCompiler(loaded, {
    cacheDir,
    workers,
    inlineFirst: 8,
    markdown: plugins.some((p) => p.markdown),
  });
  const errors: DocsError[] = [];
  let done = 0;
  const compiled = await mapLimit(routes, 16, async (route) => {
    try {
      return await compiler.compile(route);
    } catch (error) {
      errors.push(
        error instanceof DocsError
          ? error
          : new DocsError(String((error as Error).message ?? error), { file: route.filePath }),
      );
      return undefined;
    } finally {
      reporter.progress('Compiling pages', ++done, routes.length);
    }
  });
  await compiler.close();
  if (errors.length) throw aggregate(errors);
  await compiler.prune();
  const pages = compiled as BuildPage[];
  // Called while bundling, after close: every partial was compiled (and kept) with its pages.
  const partialModule = (file: string) => compiler.partialModule(file);
  return { pages, byPath: new Map(pages.map((p) => [p.pageData.routePath, p])), partialModule };
}
