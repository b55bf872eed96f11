import { isExternal, useLang, usePageData, useSiteData } from '@docs-kit/core/runtime';
import { Badge, Link, SocialLinks, ThemeToggle } from '@theme';
import { useTexts } from '../../hooks/useTexts';
import { mirroredRoute } from '../../logic/lang';
import { isNavActive, type NavItem } from '../../logic/nav';
import { currentVersion, versionItems } from '../../logic/version';

/** The mobile menu's panel: every nav item (groups expanded), languages, versions, theme and social links. */
export function NavScreen({ id, items, top }: { id: string; items: readonly NavItem[]; top: number }) {
  const site = useSiteData();
  const lang = useLang();
  const page = usePageData();
  const { routePath, translations } = page;
  const version = currentVersion(site, page);
  const texts = useTexts();
  const renderLink = (item: NavItem) => {
    const active = isNavActive(item, routePath);
    return (
      <Link
        href={item.link}
        newTab
        className={`docs-nav-screen-link${active ? ' docs-nav-link-active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        {item.text}
        {item.tag && <Badge text={item.tag} />}
        {item.link && isExternal(item.link) ? ' ↗' : null}
      </Link>
    );
  };
  return (
    <div id={id} className="docs-nav-screen" style={{ top }}>
      <nav aria-label="Mobile">
        <ul className="docs-nav-screen-list">
          {items.map((item) => (
            <li key={`${item.text}${item.link ?? ''}`}>
              {item.items ? (
                <>
                  <p className="docs-nav-screen-group">{item.text}</p>
                  <ul>
                    {item.items.map((child) => (
                      <li key={`${child.text}${child.link ?? ''}`}>{renderLink(child)}</li>
                    ))}
                  </ul>
                </>
              ) : (
                renderLink(item)
              )}
            </li>
          ))}
        </ul>
      </nav>
      {site.locales.length > 1 && (
        <div className="docs-nav-screen-section">
          <p className="docs-nav-screen-group">{texts.languageText}</p>
          <ul className="docs-nav-screen-langs">
            {site.locales.map((locale) => (
              <li key={locale.lang}>
                <Link
                  href={mirroredRoute(site, routePath, locale.lang, translations)}
                  lang={locale.lang}
                  hrefLang={locale.lang}
                  className={`docs-nav-screen-link${locale.lang === lang ? ' docs-nav-link-active' : ''}`}
                >
                  {locale.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {site.multiVersion.versions.length > 0 && (
        <div className="docs-nav-screen-section docs-nav-screen-versions">
          <p className="docs-nav-screen-group">{texts.versionText}</p>
          <ul className="docs-nav-screen-langs">
            {versionItems(site, page).map((item) => (
              <li key={item.text}>
                <Link
                  href={item.link}
                  className={`docs-nav-screen-link${item.text === version ? ' docs-nav-link-active' : ''}`}
                  aria-current={item.text === version ? 'page' : undefined}
                >
                  {item.text}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="docs-nav-screen-section docs-nav-screen-row">
        <ThemeToggle />
        <SocialLinks />
      </div>
    </div>
  );
}
