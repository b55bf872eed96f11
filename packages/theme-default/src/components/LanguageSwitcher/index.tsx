import { useLang, usePageData, useSiteData } from '@docs-kit/core/runtime';
import { NavDropdown } from '@theme';
import { useTexts } from '../../hooks/useTexts';
import { mirroredRoute } from '../../logic/lang';
import { Icons } from '../Icons';

/** Links to the same page in each language of the site (hidden with one language). */
export function LanguageSwitcher() {
  const site = useSiteData();
  const lang = useLang();
  const { routePath, translations } = usePageData();
  const texts = useTexts();
  if (site.locales.length < 2) return null;
  const current = site.locales.find((l) => l.lang === lang);
  const items = site.locales.map((locale) => ({
    text: locale.label,
    link: mirroredRoute(site, routePath, locale.lang, translations),
    lang: locale.lang,
  }));
  return (
    <NavDropdown
      className="docs-language-switcher"
      ariaLabel={`${texts.languageText}: ${current?.label ?? lang}`}
      label={<Icons.Translate width={18} height={18} />}
      items={items}
      path={routePath}
    />
  );
}
