import { splitLang, usePageData, useSiteData } from '@docs-kit/core/runtime';
import { NavDropdown } from '@theme';
import { useTexts } from '../../hooks/useTexts';

/** The same page in each documented version (only when `multiVersion` lists versions). */
export function VersionSwitcher() {
  const site = useSiteData();
  const page = usePageData();
  const texts = useTexts();
  const { versions, default: defaultVersion } = site.multiVersion;
  if (!versions.length) return null;
  const current = page.version || defaultVersion;
  const first = page.routePath.split('/')[1] ?? '';
  const neutral = versions.includes(first) ? page.routePath.slice(first.length + 1) || '/' : page.routePath;
  const { lang, path } = splitLang(neutral, site.langs, site.lang);
  const langPrefix = lang === site.lang ? '' : `/${lang}`;
  const items = versions.map((version) => ({
    text: version,
    link: `${version === defaultVersion ? '' : `/${version}`}${langPrefix}${path}`,
  }));
  return (
    <NavDropdown
      className="docs-version-switcher"
      ariaLabel={`${texts.versionText}: ${current}`}
      label={current}
      items={items}
      path={page.routePath}
    />
  );
}
