/** Placeholder until the search package's modal lands here: a disabled button in the nav. */
export function Search() {
  return (
    <button type="button" className="docs-search-button" disabled aria-label="Search">
      Search
    </button>
  );
}
