import type { PatternScanner, RegexEngine } from 'shiki';

type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/**
 * Shiki's regex engine remembering the searches of the code block being highlighted (until
 * `forget`): Shiki tokenizes a block once per theme, and the second pass repeats every search of
 * the first, a search's result depending only on the scanner's patterns, the line and the
 * position. The highlighted HTML is the same; a block costs about a quarter less (issue 17).
 */
export function cachingEngine(engine: RegexEngine): RegexEngine & { forget(): void } {
  /** Line → scanner, position and options → result. */
  let searches = new Map<string, Map<string, Match>>();
  let ids = 0;
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const scanner = engine.createScanner(patterns);
      const id = `${ids++}:`;
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
        dispose: () => scanner.dispose?.(),
      };
    },
    forget() {
      searches = new Map();
    },
  };
}
