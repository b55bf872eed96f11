import GithubSlugger from 'github-slugger';

/** How heading ids are made: `markdown.slugify` in the config. */
export type SlugifyOption = 'github' | 'vitepress' | ((text: string) => string);

// VitePress's rules, as in `slugify` of @mdit-vue/shared (which VitePress's anchors use):
// NFKD, drop combining accents and control characters, every run of whitespace or ASCII
// punctuation (and curly quotes) becomes one `-`, trim `-`, prefix a leading digit with `_`,
// lowercase. So `build.target` → `build-target` where GitHub's rules give `buildtarget`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the rule.
const CONTROL = /[\u0000-\u001f]/g;
const SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const COMBINING = /[\u0300-\u036F]/g;

export function vitepressSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(CONTROL, '')
    .replace(SPECIAL, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/**
 * A page's slugger: unique ids per page, the second `Setup` becoming `setup-1` (GitHub and
 * VitePress's markdown-it-anchor both count that way). `reserve` marks an explicit `{#id}` taken.
 */
export function createSlugger(option: SlugifyOption = 'github'): {
  slug(text: string): string;
  reserve(id: string): void;
} {
  if (option === 'github') {
    const slugger = new GithubSlugger();
    return { slug: (text) => slugger.slug(text), reserve: (id) => void slugger.slug(id) };
  }
  const make = option === 'vitepress' ? vitepressSlug : option;
  const taken = new Set<string>();
  return {
    slug(text) {
      const base = make(text);
      let id = base;
      for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      return id;
    },
    reserve: (id) => void taken.add(id),
  };
}
