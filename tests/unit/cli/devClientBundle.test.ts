/**
 * `docs dev`'s browser bundle is built once at start, then again by esbuild's watch mode when the
 * theme changes. Building it a second time at start cost a whole bundle (seconds at 10,000 pages)
 * and told every open tab to reload although nothing had changed.
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { scanRoutes } from '@docs-kit/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startClientBundle } from '../../../packages/cli/src/node/dev/clientBundle';
import { EventChannel } from '../../../packages/cli/src/node/dev/events';
import { loadSiteConfig } from '../../../packages/cli/src/node/theme/load';
import { copySite } from '../reliability/helpers';

class RecordedEvents extends EventChannel {
  sent: unknown[] = [];
  override send(message: unknown): void {
    this.sent.push(message);
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the dev browser bundle', () => {
  it('is built once at start, and again when the theme changes', async () => {
    const site = await copySite('client-bundle');
    cleanups.push(site.remove);
    const loaded = await loadSiteConfig(site.dir);
    const routes = await scanRoutes({ root: loaded.docsDir, langs: loaded.langs, defaultLang: loaded.config.lang });
    const events = new RecordedEvents();
    let rebuilds = 0;
    const bundle = startClientBundle(
      loaded,
      {
        siteData: () => 'export default {};',
        routes: () => routes,
        themeChanged: async () => {
          rebuilds++;
        },
      },
      events,
      Promise.resolve(),
    );
    cleanups.push(() => bundle.dispose());
    await bundle.ready;
    expect((await bundle.output('main.js'))?.text).toContain('startClient');
    // Several times what a build of this small site takes.
    await pause(1500);
    expect(rebuilds).toBe(0);
    expect(events.sent).toEqual([]);

    await appendFile(path.join(site.dir, 'theme/index.tsx'), '\nexport const addedExport = "watched";\n');
    const deadline = Date.now() + 15_000;
    while (rebuilds === 0 && Date.now() < deadline) await pause(50);
    expect(rebuilds).toBe(1);
    expect(events.sent).toEqual([{ type: 'reload' }]);
    expect((await bundle.output('main.js'))?.text).toContain('addedExport');
  });
});
