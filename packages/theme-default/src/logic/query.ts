/** Parts of the page a link can hide with `?navbar=0&sidebar=0&outline=0&footer=0` (spec 2.4). */
export interface HiddenParts {
  navbar: boolean;
  sidebar: boolean;
  outline: boolean;
  footer: boolean;
}

export const NO_HIDDEN_PARTS: HiddenParts = { navbar: false, sidebar: false, outline: false, footer: false };

export function hiddenPartsFromSearch(search: string): HiddenParts {
  const params = new URLSearchParams(search);
  return {
    navbar: params.get('navbar') === '0',
    sidebar: params.get('sidebar') === '0',
    outline: params.get('outline') === '0',
    footer: params.get('footer') === '0',
  };
}
