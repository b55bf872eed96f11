import { useLang, usePageData, useSiteData, withBase } from '@docs-kit/core/runtime';
import { Link } from '@theme';
import { type PointerEvent, useRef } from 'react';
import { useTexts } from '../../hooks/useTexts';
import { learnMoreSuffix, STARS, starOffset } from '../../logic/hero';
import { localizeLink } from '../../logic/lang';
import { prefersReducedMotion } from '../../logic/transition';
import './index.css';
import { heroData } from './heroData';

export interface HeroData {
  title?: string;
  subTitle?: string;
  description?: string;
  logoUrl?: string;
  getStartedButtonText?: string;
  getStartedLink?: string;
  learnMoreButtonText?: string;
  learnMoreLink?: string;
  githubURL?: string;
  showStars?: boolean;
  showOvalBg?: boolean;
}

function asset(url: string, base: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? withBase(url, base) : url;
}

/**
 * The home page's hero: logo, title, subtitle, description and two actions. Optional stars (off by
 * default) and the oval background (on by default) follow the pointer; no motion when reduced.
 */
export function Hero({ hero: given }: { hero?: HeroData }) {
  const page = usePageData();
  const site = useSiteData();
  const lang = useLang();
  const texts = useTexts();
  const hero = heroData(given ?? page.frontmatter.hero);
  const showOvalBg = hero.showOvalBg !== false;
  const showStars = hero.showStars === true;
  const root = useRef<HTMLElement>(null);
  const frame = useRef(0);

  const follow = (event: PointerEvent<HTMLElement>) => {
    if (prefersReducedMotion() || !root.current) return;
    const { clientX, clientY } = event;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => move(root.current, { x: clientX, y: clientY }));
  };
  const reset = () => {
    cancelAnimationFrame(frame.current);
    move(root.current, null);
  };

  // Without hero texts in front matter, the site's own title and description (of the language).
  const locale = site.locales.find((l) => l.lang === lang);
  const siteTitle = locale?.title ?? site.title;
  const title = hero.title ?? siteTitle;
  const description = hero.description ?? (locale?.description || site.description);
  const learnMoreHref = hero.githubURL ?? hero.learnMoreLink;
  // Visible text as the spec has it; the hidden rest names the destination (Lighthouse link-text).
  const learnMore = (
    <>
      {hero.learnMoreButtonText ?? texts.learnMoreButtonText}
      <span className="docs-visually-hidden">{learnMoreSuffix(texts, siteTitle, learnMoreHref)}</span>
    </>
  );
  return (
    <section
      ref={root}
      className="docs-hero"
      aria-labelledby="docs-hero-title"
      onPointerMove={follow}
      onPointerLeave={reset}
    >
      {showOvalBg && <div className="docs-hero-oval" aria-hidden="true" />}
      {showStars && (
        <div className="docs-hero-stars" aria-hidden="true">
          {STARS.map((star, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed list.
              key={index}
              className="docs-hero-star"
              style={{ left: `${star.x}%`, top: `${star.y}%`, width: star.size, height: star.size }}
            />
          ))}
        </div>
      )}
      <div className="docs-hero-inner">
        {hero.logoUrl && (
          <img
            className="docs-hero-logo"
            src={asset(hero.logoUrl, site.base)}
            alt=""
            width={160}
            height={160}
            decoding="async"
          />
        )}
        <h1 id="docs-hero-title" className="docs-hero-title">
          {title}
        </h1>
        {hero.subTitle && <p className="docs-hero-subtitle">{hero.subTitle}</p>}
        {description && <p className="docs-hero-description">{description}</p>}
        <div className="docs-hero-actions">
          {hero.getStartedLink ? (
            <Link
              href={localizeLink(site, hero.getStartedLink, lang, page.version)}
              className="docs-button docs-button-brand"
            >
              {hero.getStartedButtonText ?? texts.getStartedButtonText}
            </Link>
          ) : (
            <button type="button" className="docs-button docs-button-brand">
              {hero.getStartedButtonText ?? texts.getStartedButtonText}
            </button>
          )}
          {hero.githubURL ? (
            <a href={hero.githubURL} target="_blank" rel="noreferrer" className="docs-button docs-button-alt">
              {learnMore}
            </a>
          ) : hero.learnMoreLink ? (
            <Link href={hero.learnMoreLink} className="docs-button docs-button-alt">
              {learnMore}
            </Link>
          ) : (
            <button type="button" className="docs-button docs-button-alt">
              {hero.learnMoreButtonText ?? texts.learnMoreButtonText}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/** Moves the oval toward the pointer and each nearby star by its own offset (spec 4, "Hero stars"). */
function move(root: HTMLElement | null, pointer: { x: number; y: number } | null): void {
  if (!root) return;
  const box = root.getBoundingClientRect();
  if (pointer) {
    root.style.setProperty('--docs-hero-x', `${((pointer.x - box.left) / box.width - 0.5) * 40}px`);
    root.style.setProperty('--docs-hero-y', `${((pointer.y - box.top) / box.height - 0.5) * 40}px`);
  } else {
    root.style.setProperty('--docs-hero-x', '0px');
    root.style.setProperty('--docs-hero-y', '0px');
  }
  for (const star of root.querySelectorAll<HTMLElement>('.docs-hero-star')) {
    const rect = star.getBoundingClientRect();
    const current = new DOMMatrixReadOnly(
      getComputedStyle(star).transform === 'none' ? undefined : getComputedStyle(star).transform,
    );
    const center = { cx: rect.left + rect.width / 2 - current.m41, cy: rect.top + rect.height / 2 - current.m42 };
    const { dx, dy } = starOffset(center, pointer);
    star.style.transform = dx || dy ? `translate(${dx}px, ${dy}px)` : '';
  }
}
