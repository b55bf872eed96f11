import { usePageData, useSiteData } from '@docs-kit/core/runtime';
import { NavDropdown } from '@theme';
import { useTexts } from '../../hooks/useTexts';
import { currentVersion, versionItems } from '../../logic/version';

/**
 * The same page in each documented version, or that version's home where the page does not exist
 * (only when `multiVersion` lists versions).
 */
export function VersionSwitcher() {
  const site = useSiteData();
  const page = usePageData();
  const texts = useTexts();
  if (!site.multiVersion.versions.length) return null;
  const current = currentVersion(site, page);
  return (
    <NavDropdown
      className="docs-version-switcher"
      ariaLabel={`${texts.versionText}: ${current}`}
      label={current}
      items={versionItems(site, page)}
      path={page.routePath}
    />
  );
}
