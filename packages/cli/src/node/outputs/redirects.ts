import type { SiteData } from '@docs-kit/core';
import { isExternal, joinRoute, withBase } from '@docs-kit/core';
import { escapeHtml } from '../html';

export interface RedirectFile {
  path: string;
  content: string;
}

/**
 * Redirects that work without JavaScript and on static hosts (spec 2.3): a small HTML page at each
 * old path (meta refresh and canonical to the target) and a `_redirects` file with 301s, in every
 * language and version. Regular-expression rules exist only in the browser.
 */
function versionsAndLangs(site: SiteData): [version: string, lang: string][] {
  const versions = site.multiVersion.versions.length ? site.multiVersion.versions : [''];
  return versions.flatMap((version) => site.langs.map((lang): [string, string] => [version, lang]));
}

export function buildRedirects(site: SiteData): RedirectFile[] {
  const files: RedirectFile[] = [];
  const lines: string[] = [];
  for (const { from, to } of site.redirects) {
    if (from.startsWith('^')) continue;
    for (const [version, lang] of versionsAndLangs(site)) {
      const oldPath = joinRoute({ version, lang, path: from }, site);
      const source = withBase(oldPath, site.base);
      const target = isExternal(to) ? to : withBase(joinRoute({ version, lang, path: to }, site), site.base);
      lines.push(`${source} ${target} 301`);
      const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">
<link rel="canonical" href="${escapeHtml(target)}">
</head>
<body><p>This page has moved to <a href="${escapeHtml(target)}">${escapeHtml(target)}</a>.</p></body>
</html>
`;
      files.push({ path: `${oldPath}.html`, content: html });
    }
  }
  files.push({ path: '/_redirects', content: `${lines.join('\n')}\n` });
  return files;
}
