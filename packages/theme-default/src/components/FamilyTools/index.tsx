import { useLang, usePageData, useSiteData, withBase } from '@docs-kit/core/runtime';
import './index.css';

export interface FamilyTool {
  name: string;
  /** Chinese description. */
  desc: string;
  /** English description. */
  descEn: string;
  logo: string;
  url: string;
  logoScale?: number;
}

export interface FamilyData {
  title?: string;
  items: FamilyTool[];
}

/** The sibling tools: logo, name and description in the page's language, each an external link. */
export function FamilyTools({ family: given }: { family?: FamilyData }) {
  const page = usePageData();
  const lang = useLang();
  const { base } = useSiteData();
  const family = given ?? (page.frontmatter.family as FamilyData | undefined);
  if (!family?.items?.length) return null;
  return (
    <section
      className="docs-family"
      aria-labelledby={family.title ? 'docs-family-title' : undefined}
      aria-label={family.title ? undefined : 'Family'}
    >
      {family.title && (
        <h2 id="docs-family-title" className="docs-home-section-title">
          {family.title}
        </h2>
      )}
      <ul className="docs-family-grid">
        {family.items.map((tool) => (
          <li key={tool.name}>
            <a className="docs-family-card" href={tool.url} target="_blank" rel="noreferrer">
              <img
                className="docs-family-logo"
                src={tool.logo.startsWith('/') ? withBase(tool.logo, base) : tool.logo}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined}
              />
              <span className="docs-family-text">
                <span className="docs-family-name">{tool.name}</span>
                <span className="docs-family-desc">{lang === 'zh' ? tool.desc : tool.descEn}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
