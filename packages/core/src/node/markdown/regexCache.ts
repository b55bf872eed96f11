import type { PatternScanner, RegexEngine } from 'shiki';

type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/** Scanners no rule holds any more, kept for one that asks again; past this many the oldest is freed. */
const IDLE_SCANNERS = 64;

interface SharedScanner {
  scanner: PatternScanner;
  /** Names the scanner in the search memory: two scanners of the same patterns find the same. */
  id: string;
  /** How many undisposed handles hold it. */
  users: number;
}

/**
 * Shiki's regex engine remembering the searches of the code block being highlighted (until
 * `forget`): Shiki tokenizes a block once per theme, and the second pass repeats every search of
 * the first, a search's result depending only on the scanner's patterns, the line and the
 * position. The highlighted HTML is the same; a block costs about a quarter less (issue 17).
 *
 * It also compiles each list of patterns once: TextMate asks for the same list again and again
 * (a rule's anchor variants that come out equal, a rule whose end refers back to its begin and
 * is recompiled each time it matches, grammars embedding the same one), and compiling a list is
 * the costliest part of a highlighter's first blocks: on the site, 595 scanners were 283 lists
 * and half the compile time went to the repeats. A scanner is only patterns, so sharing one
 * changes no result.
 */
export function cachingEngine(engine: RegexEngine): RegexEngine & { forget(): void } {
  /** Line → scanner, position and options → result. */
  let searches = new Map<string, Map<string, Match>>();
  let ids = 0;
  const scanners = new Map<string, SharedScanner>();
  /** Keys of scanners with no users, the oldest first. */
  const idle = new Set<string>();

  /** The scanner of these patterns, and how to let go of it (once). */
  function acquire(patterns: Parameters<RegexEngine['createScanner']>[0]) {
    // Oniguruma's patterns are strings; a RegExp (another engine's) is compiled afresh.
    const key = patterns.every((p) => typeof p === 'string') ? JSON.stringify(patterns) : undefined;
    let shared = key === undefined ? undefined : scanners.get(key);
    if (!shared) {
      shared = { scanner: engine.createScanner(patterns), id: `${ids++}:`, users: 0 };
      if (key !== undefined) scanners.set(key, shared);
    }
    if (key !== undefined) idle.delete(key);
    shared.users++;
    const owned = shared;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (--owned.users > 0) return;
      if (key === undefined) return owned.scanner.dispose?.();
      idle.add(key);
      if (idle.size <= IDLE_SCANNERS) return;
      const oldest = idle.values().next().value as string;
      idle.delete(oldest);
      scanners.get(oldest)?.scanner.dispose?.();
      scanners.delete(oldest);
    };
    return { scanner: owned.scanner, id: owned.id, release };
  }

  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const { scanner, id, release } = acquire(patterns);
      return {
        findNextMatchSync(string, start, options) {
          const line = typeof string === 'string' ? string : string.content;
          let results = searches.get(line);
          if (!results) {
            results = new Map();
            searches.set(line, results);
          }
          const key = `${id}${start}:${options}`;
          let match = results.get(key);
          if (match === undefined) {
            match = scanner.findNextMatchSync(string, start, options);
            results.set(key, match);
          }
          return match;
        },
        dispose: release,
      };
    },
    forget() {
      searches = new Map();
    },
  };
}
