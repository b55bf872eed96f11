import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DocsError } from '@docs-kit/core';
import { sourceStates } from '../buildStamp';
import { type BuildPage, createPageCompiler, translationKey } from '../pageCompiler';
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
  const cold = !existsSync(cacheDir);
  const compiler = createPageCompiler(loaded, {
    cacheDir,
    workers,
    // A few pages on this thread spare a rebuild that changed a handful the workers' start-up; a
    // cold build (no cache yet) has every page to compile, and this thread loading the toolchain
    // too would only take a core from the workers.
    inlineFirst: cold ? 0 : 8,
    markdown: plugins.some((p) => p.markdown),
    lazy: true,
    sourceStates: sourceStates(loaded),
  });
  // A cold build needs the workers: they start while this thread reads the theme and the pages.
  if (cold) compiler.warm();
  const errors: DocsError[] = [];
  let done = 0;
  // A page and its translations one after the other, on the same worker (see translationKey):
  // their code blocks are highlighted once.
  const order = routes.map((route, index) => ({ route, index, key: translationKey(route) }));
  order.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  const compiled = new Array<BuildPage | undefined>(routes.length);
  await mapLimit(order, 16, async ({ route, index }) => {
    try {
      compiled[index] = await compiler.compile(route);
    } catch (error) {
      errors.push(
        error instanceof DocsError
          ? error
          : new DocsError(String((error as Error).message ?? error), { file: route.filePath }),
      );
    } finally {
      reporter.progress('Compiling pages', ++done, routes.length);
    }
  });
  await compiler.close();
  if (errors.length) throw aggregate(errors);
  await compiler.save();
  const pages = compiled as BuildPage[];
  // Called while bundling, after close: every partial was compiled (and kept) with its pages.
  const partialModule = (file: string) => compiler.partialModule(file);
  return { pages, byPath: new Map(pages.map((p) => [p.pageData.routePath, p])), partialModule };
}
