import { usePageData, useSiteData } from '@docs-kit/core/runtime';
import { Link } from '@theme';
import { useTexts } from '../../hooks/useTexts';
import { versionRoute } from '../../logic/version';
import './index.css';

/**
 * On a page of a version other than the default: says so, with a link to the same page in the
 * default version (or its home when the page is gone there). Texts: `oldVersionText`,
 * `oldVersionLinkText` (`{version}` and `{latest}` are replaced).
 */
export function VersionBanner() {
  const site = useSiteData();
  const page = usePageData();
  const texts = useTexts();
  const latest = site.multiVersion.default;
  if (!site.multiVersion.versions.length || !page.version || page.version === latest) return null;
  const fill = (text: string) => text.replaceAll('{version}', page.version).replaceAll('{latest}', latest);
  return (
    <section className="docs-version-banner" aria-label={texts.versionText}>
      <p>
        {fill(texts.oldVersionText)}{' '}
        <Link href={versionRoute(site, page, latest)} className="docs-version-banner-link">
          {fill(texts.oldVersionLinkText)}
        </Link>
      </p>
    </section>
  );
}
