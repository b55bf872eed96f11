import { useSiteData } from '@docs-kit/core/runtime';
import { Popover } from '@theme';
import type { ComponentType, SVGProps } from 'react';
import { useTexts } from '../../hooks/useTexts';
import { type SocialLink, splitSocialLinks } from '../../logic/nav';
import { Icons } from '../Icons';
import './index.css';

const BUILT_IN: Record<string, { Icon: ComponentType<SVGProps<SVGSVGElement>>; label: string }> = {
  github: { Icon: Icons.GitHub, label: 'GitHub' },
  x: { Icon: Icons.X, label: 'X' },
  discord: { Icon: Icons.Discord, label: 'Discord' },
  bluesky: { Icon: Icons.Bluesky, label: 'Bluesky' },
};

function labelOf(link: SocialLink): string {
  if (link.label) return link.label;
  return typeof link.icon === 'string' ? (BUILT_IN[link.icon]?.label ?? link.icon) : 'Link';
}

function SocialIcon({ link }: { link: SocialLink }) {
  if (typeof link.icon === 'string') {
    const Icon = BUILT_IN[link.icon]?.Icon ?? Icons.External;
    return <Icon />;
  }
  // A custom icon is SVG markup from the config: shown as an image, never injected as HTML.
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(link.icon.svg)}`}
      alt=""
      width={20}
      height={20}
      className="docs-social-custom"
    />
  );
}

/** One social entry: a link, or (modes text, img, dom) a popover showing the content. */
export function SocialLinkItem({ link }: { link: SocialLink }) {
  const label = labelOf(link);
  if (link.mode === 'link') {
    return (
      <a
        className="docs-social-link"
        href={link.content}
        target="_blank"
        rel="noreferrer"
        aria-label={label}
        title={label}
      >
        <SocialIcon link={link} />
      </a>
    );
  }
  const content =
    link.mode === 'img' ? (
      <img src={link.content} alt={label} loading="lazy" />
    ) : link.mode === 'dom' ? (
      <iframe className="docs-social-dom" title={label} srcDoc={link.content} sandbox="" />
    ) : (
      <span>{link.content}</span>
    );
  return (
    <Popover label={label} content={content} className="docs-social-link">
      <SocialIcon link={link} />
    </Popover>
  );
}

/**
 * Social icons: the first five inline, the rest under a "more" menu (spec 2.4). `compact` puts them
 * all under one menu, for bars too narrow for the row.
 */
export function SocialLinks({ links: given, compact = false }: { links?: readonly SocialLink[]; compact?: boolean }) {
  const site = useSiteData();
  const texts = useTexts();
  const links = given ?? site.themeConfig.socialLinks;
  if (!links.length) return null;
  const { inline, more } = compact ? { inline: [], more: links } : splitSocialLinks(links);
  return (
    <div className="docs-social-links">
      {inline.map((link) => (
        <SocialLinkItem key={`${labelOf(link)}${link.content}`} link={link} />
      ))}
      {more.length > 0 && (
        <Popover
          label={compact ? texts.socialLinksText : texts.moreText}
          className="docs-social-link docs-social-more"
          content={
            <ul className="docs-social-more-list">
              {more.map((link) => (
                <li key={`${labelOf(link)}${link.content}`}>
                  <SocialLinkItem link={link} />
                  <span>{labelOf(link)}</span>
                </li>
              ))}
            </ul>
          }
        >
          <Icons.More />
        </Popover>
      )}
    </div>
  );
}
