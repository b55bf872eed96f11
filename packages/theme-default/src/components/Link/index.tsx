import { isExternal, useSiteData } from '@docs-kit/core/runtime';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { usePrefetch } from '../../hooks/usePrefetch';
import { themeConfigOf } from '../../logic/themeConfig';
import { navigateWithTransition } from '../../logic/transition';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
  /** Open an external link in a new tab (nav, social and hero links do; links in prose do not). */
  newTab?: boolean;
}

/** Strips the site base from a built link so the router (which has the base as basename) gets a route. */
export function stripBase(href: string, base: string): string {
  if (base === '/' || !href.startsWith(base)) return href;
  return `/${href.slice(base.length)}`;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Every link of the theme and of page content (`a` in MDX): routes navigate client-side and
 * prefetch their chunk on hover or focus; external links are plain anchors with `rel="noreferrer"`.
 */
export function Link({ href = '', newTab, children, onClick, onMouseEnter, onFocus, ...rest }: LinkProps) {
  const site = useSiteData();
  const prefetch = usePrefetch();
  const navigate = useNavigate();
  if (isExternal(href) || href.startsWith('#') || rest.download !== undefined || !href) {
    const external = isExternal(href) && !href.startsWith('mailto:');
    return (
      <a
        href={href}
        {...(external ? { rel: 'noreferrer', target: newTab ? '_blank' : undefined } : {})}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
        onFocus={onFocus}
        {...rest}
      >
        {children}
      </a>
    );
  }
  const to = stripBase(href, site.base);
  return (
    <RouterLink
      to={to}
      onMouseEnter={(event) => {
        prefetch(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch(to);
        onFocus?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || rest.target === '_blank') return;
        if (!themeConfigOf(site).enableContentAnimation) return;
        const target = new URL(to, window.location.href);
        if (target.pathname === window.location.pathname) return;
        event.preventDefault();
        navigateWithTransition(() => navigate(to));
      }}
      {...rest}
    >
      {children}
    </RouterLink>
  );
}
