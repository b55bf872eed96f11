import { useLang, usePageData, useSiteData, withBase } from '@docs-kit/core/runtime';
import { Link } from '@theme';
import { homeLink } from '../../logic/lang';
import { themeConfigOf } from '../../logic/themeConfig';

function src(path: string, base: string): string {
  return /^(https?:)?\/\//.test(path) || path.startsWith('data:') ? path : withBase(path, base);
}

/** Logo (one image or a light/dark pair, swapped by CSS) and title, linking to the home of the language and version. */
export function NavLogo() {
  const site = useSiteData();
  const lang = useLang();
  const { version } = usePageData();
  const locale = site.locales.find((l) => l.lang === lang);
  const title = themeConfigOf(site).logoText ?? locale?.title ?? site.title;
  const logo = site.logo;
  return (
    <Link href={homeLink(site, lang, version)} className="docs-nav-logo" aria-label={`${title} home`}>
      {typeof logo === 'string' && <img src={src(logo, site.base)} alt="" height={28} className="docs-logo" />}
      {logo && typeof logo === 'object' && (
        <>
          <img src={src(logo.light, site.base)} alt="" height={28} className="docs-logo docs-logo-light" />
          <img src={src(logo.dark, site.base)} alt="" height={28} className="docs-logo docs-logo-dark" />
        </>
      )}
      {title && <span className="docs-nav-title">{title}</span>}
    </Link>
  );
}
