/** Where the browser fetches a language's index from (relative to the site base). */
export function indexPath(lang: string): string {
  return `search-index/${lang}.json`;
}
