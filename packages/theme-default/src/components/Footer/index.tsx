import { useSiteData } from '@docs-kit/core/runtime';
import { themeConfigOf } from '../../logic/themeConfig';
import { inlineMarkdown } from '../../utils/inlineMarkdown';
import './index.css';

/** The site footer (`themeConfig.footer.message`), shown on home and custom pages. */
export function Footer() {
  const themeConfig = themeConfigOf(useSiteData());
  if (!themeConfig.footer?.message) return null;
  return (
    <footer className="docs-footer">
      <p>{inlineMarkdown(themeConfig.footer.message)}</p>
    </footer>
  );
}
