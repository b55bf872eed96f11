import { readFile } from 'node:fs/promises';
import { readPageInfo } from '@docs-kit/core';
import type { EventChannel } from './events';
import { reportError } from './respond';
import type { DevState } from './state';

export interface PageQueue {
  /** A page was saved: recompile it, then tell the open tabs. */
  changed(file: string): void;
  /** A page was added or removed: forget what was compiled from it. */
  forget(file: string): void;
  close(): void;
}

/**
 * Recompiles saved pages, one compile at a time per file with the last save always included:
 * bursts coalesce into a rerun. A page whose title changed gives new titles (the sidebars show
 * them) and reloads the tabs; any other change swaps just that page's module.
 */
export function createPageQueue(state: () => DevState, events: EventChannel, interactive?: boolean): PageQueue {
  const compiling = new Map<string, { again: boolean; settled: boolean }>();
  const compiledSource = new Map<string, string>();
  const settleTimers = new Map<string, ReturnType<typeof setTimeout>>();

  async function pageChanged(file: string, settled = false): Promise<void> {
    const running = compiling.get(file);
    if (running) {
      running.again = true;
      running.settled ||= settled;
      return;
    }
    const run = { again: true, settled };
    compiling.set(file, run);
    try {
      while (run.again) {
        run.again = false;
        await recompile(file, run.settled);
      }
    } finally {
      compiling.delete(file);
    }
  }

  async function recompile(file: string, settled: boolean): Promise<void> {
    const current = state();
    const route = current.routes.find((r) => r.filePath === file);
    if (!route) return;
    const source = await readFile(file, 'utf8').catch(() => undefined);
    // A save that changed nothing (or a second look at the same content) costs nothing.
    if (source === undefined || compiledSource.get(file) === source) return;
    // An empty read is usually a save caught between truncate and write: wait for the settled look
    // rather than reload every tab for a page that seems to have lost its title.
    if (source === '' && !settled) return;
    compiledSource.set(file, source);
    const info = readPageInfo(source);
    try {
      const titlesBefore = current.titles;
      const [compiler, titles] = await Promise.all([current.compiler, titlesBefore]);
      compiler.invalidate(file);
      const compiled = compiler.compile(route);
      const known = titles[route.path];
      const retitled = info.title !== known?.title || info.order !== known?.order;
      // The tabs ask for the page module at once: their request joins this compile rather than
      // waiting for a message sent after it, one round trip less between the save and the screen.
      if (!retitled) events.send({ type: 'page', path: route.path });
      await compiled;
      // The title and order show in the sidebars, which come with every page of a section: new
      // titles (the sidebars are built again from them), then the open tabs load their page again.
      if (retitled) {
        if (current.titles === titlesBefore) {
          current.titles = Promise.resolve({ ...titles, [route.path]: { ...info, lang: route.lang } });
        }
        events.send({ type: 'reload' });
      }
    } catch (error) {
      reportError(error, events, route.path, interactive);
    }
  }

  return {
    changed(file) {
      void pageChanged(file);
      // chokidar drops a change that comes within 50 ms of the previous one and sends nothing
      // after it, so the last save of a quick burst would be lost: look once more when it is over.
      clearTimeout(settleTimers.get(file));
      settleTimers.set(
        file,
        setTimeout(() => {
          settleTimers.delete(file);
          void pageChanged(file, true);
        }, 120),
      );
    },
    forget(file) {
      compiledSource.delete(file);
      void state().compiler.then((compiler) => compiler.invalidate(file));
    },
    close() {
      for (const timer of settleTimers.values()) clearTimeout(timer);
    },
  };
}
