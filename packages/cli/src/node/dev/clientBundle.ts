import path from 'node:path';
import { DocsError, type LoadedConfig, type RouteEntry } from '@docs-kit/core';
import { type BuildContext, context as esbuildContext, type OutputFile, type Plugin } from 'esbuild';
import { docsPlugin } from '../bundle/docsPlugin';
import { bundleError } from '../bundle/errors';
import { commonOptions } from '../bundle/options';
import { clientSetupSource } from '../plugins/hooks';
import type { EventChannel } from './events';
import { PUBLISH_SHARED } from './pageBundle';
import { errorDetail } from './respond';

/** The dev browser entry: the build's (plugins' client setup, then the app), plus the dev client. */
const clientEntry = (loaded: LoadedConfig) => `import { startClient } from '@docs-kit/core/runtime';
import { Layout } from '@theme';
import site from 'docs:site-data';
import routes from 'docs:routes';
import { connect } from './src/client/devClient.ts';
${PUBLISH_SHARED}
connect();
${clientSetupSource(loaded)}
startClient({ site, routes, Layout });
`;

/** The bundle's script and stylesheet: esbuild names an entry's CSS after the entry. */
export const CLIENT_SCRIPT = 'main.js';
export const CLIENT_STYLES = 'main.css';

/**
 * The route table as one JSON string, not an object literal and a function per page: at 10,000
 * pages per language those were 6 MB of the bundle (with its source map) for esbuild and the
 * browser to parse; a string is a fraction of that, and JSON.parse is faster still.
 */
function routesModule(routes: readonly RouteEntry[]): string {
  const rows = JSON.stringify(routes.map((r) => [r.path, r.lang, r.version]));
  return `import { pageUrl } from './src/client/devClient.ts';
const rows = JSON.parse(${JSON.stringify(rows)});
export default {
  routes: rows.map(([path, lang, version]) => ({ path, lang, version: version ?? undefined, load: () => import(pageUrl(path)) })),
};`;
}

export interface ClientBundle {
  /** Settles when the first build is over; rejects when it failed. */
  ready: Promise<void>;
  /** An output file by name (`main.js`, `main.css`, an asset), once the first build is over. */
  output(name: string): Promise<OutputFile | undefined>;
  /** Builds again, after the route table changed. */
  rebuild(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The browser bundle, built in the background and rebuilt by esbuild's watch mode when the theme
 * changes. Its site data is the build's: without sidebars, which come with each page (see
 * bundle/sidebars.ts), so it needs no page's title and a title edit does not rebuild it. Build
 * errors go to the open tabs' overlay.
 */
export function startClientBundle(
  loaded: LoadedConfig,
  sources: {
    siteData: () => string;
    routes: () => readonly RouteEntry[];
    /** Runs after a theme or component edit was rebuilt, before the open tabs reload. */
    themeChanged: () => Promise<void>;
  },
  events: EventChannel,
  /** Settles when the bundle may start. */
  begin: Promise<unknown>,
): ClientBundle {
  let outputs = new Map<string, OutputFile>();
  // Builds the dev server asks for (route table) are followed by its own reload; the ones
  // esbuild's watch mode starts after a theme or component edit reload the open tabs from here.
  let built = false;
  let requested = 0;
  let firstBuilt: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const firstBuild = new Promise<void>((resolve, reject) => {
    firstBuilt = { resolve, reject };
  });
  const collectOutputs: Plugin = {
    name: 'docs-dev-outputs',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length) {
          const error = bundleError(result);
          events.send({ type: 'error', error: errorDetail(error) });
          console.error(`\n✖ ${error instanceof DocsError ? error.format() : String(error)}`);
          if (!built) firstBuilt?.reject(error);
          return;
        }
        outputs = new Map((result.outputFiles ?? []).map((f) => [path.basename(f.path), f]));
        if (built) {
          // A new export of the site theme is a component pages may use from now on. Asked on every
          // rebuild: a theme edit saved while a requested rebuild runs is bundled by that one, and
          // esbuild's watch mode then has nothing left to rebuild.
          await sources.themeChanged().catch(() => {});
          if (requested === 0) events.send({ type: 'reload' });
        }
        built = true;
        firstBuilt?.resolve();
      });
    },
  };
  const context: Promise<BuildContext> = begin.then(() =>
    esbuildContext({
      ...commonOptions('development', loaded),
      entryPoints: { main: 'docs:client-entry' },
      outdir: '/@docs/client',
      write: false,
      platform: 'browser',
      sourcemap: 'inline',
      plugins: [
        docsPlugin(loaded, {
          siteData: sources.siteData,
          routes: () => routesModule(sources.routes()),
          entry: () => clientEntry(loaded),
        }),
        collectOutputs,
      ],
    }),
  );
  // Watch mode makes the first build itself: a rebuild before it was a second whole build at
  // start, and its end sent the open tabs a reload nothing had asked for.
  const ready = context.then(async (ctx) => {
    await ctx.watch();
    await firstBuild;
  });
  return {
    ready,
    async output(name) {
      await ready;
      return outputs.get(name);
    },
    async rebuild() {
      requested++;
      try {
        await (await context).rebuild();
      } finally {
        requested--;
      }
    },
    async dispose() {
      await context.then(
        (ctx) => ctx.dispose(),
        () => {},
      );
    },
  };
}
