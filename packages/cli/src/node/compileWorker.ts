/**
 * A worker thread that compiles pages: Markdown, MDX and highlighting are CPU-bound, so a cold
 * build spreads them over the machine's cores. Each worker keeps its own highlighter.
 */

import { parentPort, workerData } from 'node:worker_threads';
import { type CompileInput, DocsError, loadCompiler, type ThemeDefinition } from '@docs-kit/core';
import { bodyText, lightOf, type SerializedPage } from './compileCache';
import { compileWithMarkdown } from './compileWithMarkdown';
import { loadMarkdownPlugins, type MarkdownPluginLists } from './markdownPlugins';
import type { CompiledMarkdownPage } from './pageCompiler';

/** What the pool starts a worker with. */
export interface WorkerData {
  /** The module URL of the theme's node entry, precompiled when it is TypeScript. */
  theme: string;
}

export type WorkerInput = Omit<CompileInput, 'components' | 'plugins'> & {
  components: string[];
  /** The remark/rehype plugins, all named by module: the worker imports them itself. */
  plugins: MarkdownPluginLists;
  /** Also convert the page to Markdown (`BuildPage.markdown`), with the theme's components' fallbacks. */
  markdown: boolean;
  /**
   * The hash of the page's source, when the page goes to a compile cache that reads its heavy parts
   * when asked: then the page is sent as its cache file's text (`SerializedPage`).
   */
  serialize?: string;
};
export type WorkerReply =
  | { id: number; ok: true; result: CompiledMarkdownPage | SerializedPage }
  | {
      id: number;
      ok: false;
      error: {
        message: string;
        file?: string;
        line?: number;
        column?: number;
        frame?: string;
        hint?: string;
        docs: boolean;
      };
    };

// A worker exists to compile: load the toolchain while the first page is on its way. A failure
// to load is reported by that page's compile.
loadCompiler().catch(() => {});

const ENCODER = new TextEncoder();

let theme: Promise<ThemeDefinition> | undefined;
/** The theme's definition, loaded once per worker (only by a build that converts pages to Markdown). */
function loadTheme(): Promise<ThemeDefinition> {
  theme ??= import((workerData as WorkerData).theme).then((m: { default: ThemeDefinition }) => m.default);
  return theme;
}

parentPort?.on('message', async ({ id, input }: { id: number; input: WorkerInput }) => {
  try {
    const plugins = await loadMarkdownPlugins(input.plugins);
    const markdown = input.markdown ? (await loadTheme()).components : undefined;
    const page = await compileWithMarkdown({ ...input, components: new Set(input.components), plugins }, markdown);
    if (input.serialize === undefined) {
      parentPort?.postMessage({ id, ok: true, result: page } satisfies WorkerReply);
      return;
    }
    // Encoded into a buffer of its own (never a pooled Buffer's, whose memory others share), moved
    // to the build's thread with no copy. The build's thread writes it: a write here (sync, or
    // with its promises) cost the compile stage seconds of wall or CPU in a cold build.
    const body = ENCODER.encode(bodyText({ source: input.serialize, page }));
    const result: SerializedPage = { light: lightOf(page), body };
    parentPort?.postMessage({ id, ok: true, result } satisfies WorkerReply, [body.buffer]);
  } catch (error) {
    const docs = error instanceof DocsError;
    const e = error as DocsError;
    parentPort?.postMessage({
      id,
      ok: false,
      error: {
        message: e?.message ?? String(error),
        file: e?.file,
        line: e?.line,
        column: e?.column,
        frame: e?.frame,
        hint: e?.hint,
        docs,
      },
    } satisfies WorkerReply);
  }
});
