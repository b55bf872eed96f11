import { useLang, usePageData, useSiteData } from '@docs-kit/core/runtime';
import { useTexts } from '../../hooks/useTexts';
import { Icons } from '../Icons';

/** "Edit this page": `editLink.docRepoBaseUrl` + '/' + the page's source path (per locale or shared). */
export function EditLink() {
  const site = useSiteData();
  const lang = useLang();
  const page = usePageData();
  const texts = useTexts();
  // A locale may give only its own text: the repository address then comes from the shared setting.
  const locale = site.themeConfig.locales.find((l) => l.lang === lang)?.editLink;
  const base = locale?.docRepoBaseUrl ?? site.themeConfig.editLink?.docRepoBaseUrl;
  if (!base || !page._relativePath) return null;
  const href = `${base.replace(/\/$/, '')}/${page._relativePath.replace(/^\//, '')}`;
  return (
    <a className="docs-edit-link" href={href} target="_blank" rel="noreferrer">
      <Icons.Edit width={16} height={16} />
      {texts.editLinkText}
    </a>
  );
}
