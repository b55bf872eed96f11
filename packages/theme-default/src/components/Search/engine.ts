import type { SearchConfig, SearchEngine } from '@docs-kit/search/runtime';

type LoadedEngine = SearchEngine & { preload?(): Promise<unknown> };

const engines = new Map<string, Promise<LoadedEngine>>();

/**
 * The engine of a site and language, from a chunk of its own: nothing of search (engine, index,
 * MiniSearch or the Algolia client) loads until the modal opens or the button is hovered or
 * focused (issue 4). A failed chunk load is forgotten so the next try loads again.
 */
export function loadEngine(config: SearchConfig, base: string, lang: string, version = ''): Promise<LoadedEngine> {
  const key = `${config.provider}:${base}:${lang}:${version}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = import('@docs-kit/search/runtime').then((mod) => mod.createEngine(config, { base, lang, version }));
    engine.catch(() => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}

/** Warms the engine and, for the local engine, its index (hover or focus of the button). */
export function preloadEngine(config: SearchConfig, base: string, lang: string, version = ''): void {
  loadEngine(config, base, lang, version)
    .then((engine) => engine.preload?.())
    .catch(() => undefined);
}
