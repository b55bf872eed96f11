import { useLang, usePageData, useSiteData } from '@docs-kit/core/runtime';
import { useTexts } from '../../hooks/useTexts';
import { Icons } from '../Icons';

/** "Edit this page": `editLink.docRepoBaseUrl` + '/' + the page's source path (per locale or shared). */
export function EditLink() {
  const site = useSiteData();
  const lang = useLang();
  const page = usePageData();
  const texts = useTexts();
  const editLink = site.themeConfig.locales.find((l) => l.lang === lang)?.editLink ?? site.themeConfig.editLink;
  const base = editLink?.docRepoBaseUrl;
  if (!base || !page._relativePath) return null;
  const href = `${base.replace(/\/$/, '')}/${page._relativePath.replace(/^\//, '')}`;
  return (
    <a className="docs-edit-link" href={href} target="_blank" rel="noreferrer">
      <Icons.Edit width={16} height={16} />
      {texts.editLinkText}
    </a>
  );
}
