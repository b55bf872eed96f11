import { useLang, usePageData, useSiteData, withBase } from '@docs-kit/core/runtime';
import { Link } from '@theme';
import { localizeLink } from '../../logic/lang';
import './index.css';

export interface Feature {
  /** An emoji, or an image path/URL. */
  icon?: string;
  title: string;
  details: string;
  link?: string;
  /** Columns out of 12: 2, 3, 4 (default) or 6. */
  span?: 2 | 3 | 4 | 6;
}

const SPANS = new Set([2, 3, 4, 6]);

/** A feature's column span: 2, 3, 4 or 6, anything else counts as the default 4 (spec 2.4). */
export function featureSpan(span: unknown): number {
  return typeof span === 'number' && SPANS.has(span) ? span : 4;
}

function isImage(icon: string): boolean {
  return /^(\/|\.\/|https?:|data:)/.test(icon) || /\.(svg|png|jpe?g|webp|gif|avif)$/i.test(icon);
}

/** The home page's feature cards on a 12-column grid. */
export function Features({ features: given }: { features?: Feature[] }) {
  const page = usePageData();
  const site = useSiteData();
  const lang = useLang();
  const { base } = site;
  const features = given ?? (Array.isArray(page.frontmatter.features) ? (page.frontmatter.features as Feature[]) : []);
  if (!features.length) return null;
  return (
    <section className="docs-features" aria-label="Features">
      <div className="docs-features-grid">
        {features.map((feature) => {
          const body = (
            <>
              {feature.icon && (
                <div className="docs-feature-icon" aria-hidden="true">
                  {isImage(feature.icon) ? (
                    <img
                      src={feature.icon.startsWith('/') ? withBase(feature.icon, base) : feature.icon}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span>{feature.icon}</span>
                  )}
                </div>
              )}
              <h2 className="docs-feature-title">{feature.title}</h2>
              <p className="docs-feature-details">{feature.details}</p>
            </>
          );
          return (
            <div key={feature.title} className={`docs-feature docs-feature-span-${featureSpan(feature.span)}`}>
              {feature.link ? (
                <Link
                  href={localizeLink(site, feature.link, lang, page.version)}
                  className="docs-feature-card docs-feature-card-link"
                >
                  {body}
                </Link>
              ) : (
                <div className="docs-feature-card">{body}</div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
