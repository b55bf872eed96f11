import { useLang, usePageData, useSiteData } from '@docs-kit/core/runtime';
import { Link } from '@theme';
import { useTexts } from '../../hooks/useTexts';
import { homeLink } from '../../logic/lang';
import './index.css';

/** Spec 2.4: big 404, PAGE NOT FOUND, and "Take me home" to the root of the current language/version. */
export function NotFoundLayout() {
  const site = useSiteData();
  const lang = useLang();
  const page = usePageData();
  const texts = useTexts();
  return (
    <main id="docs-main" tabIndex={-1} className="docs-not-found">
      <p className="docs-not-found-code">404</p>
      <h1 className="docs-not-found-title">{texts.notFoundTitle}</h1>
      <div className="docs-not-found-divider" />
      <Link
        href={homeLink(site, lang, page.version)}
        className="docs-button docs-button-brand"
        aria-label={texts.notFoundLinkLabel}
      >
        {texts.notFoundLinkText}
      </Link>
    </main>
  );
}
