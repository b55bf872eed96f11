/** Hero decoration maths (spec 4 and 9, "Hero stars") and the secondary link's accessible name. */
import { isExternal } from '@docs-kit/core/runtime';
import type { ThemeTexts } from './texts';

export const STAR_COUNT = 35;
/** A star moves only when the pointer is within this many px of it on both axes. */
export const STAR_PROXIMITY = 100;

export interface Star {
  /** Position in % of the hero box. */
  x: number;
  y: number;
  /** px: index / 20 + 3. */
  size: number;
}

/**
 * 35 fixed positions: a low-discrepancy (R2) spread, so the stars cover the hero evenly and are
 * identical on the server and in the browser.
 */
export const STARS: readonly Star[] = Array.from({ length: STAR_COUNT }, (_, i) => ({
  x: Math.round(((0.5 + i * 0.7548776662) % 1) * 10000) / 100,
  y: Math.round(((0.5 + i * 0.5698402909) % 1) * 10000) / 100,
  size: i / 20 + 3,
}));

/**
 * How far a star shifts toward the pointer: a fraction of the distance when the pointer is within
 * 100 px on both axes, else zero (it returns to its place).
 */
export function starOffset(
  star: { cx: number; cy: number },
  pointer: { x: number; y: number } | null,
  strength = 0.3,
): { dx: number; dy: number } {
  if (!pointer) return { dx: 0, dy: 0 };
  const dx = pointer.x - star.cx;
  const dy = pointer.y - star.cy;
  if (Math.abs(dx) > STAR_PROXIMITY || Math.abs(dy) > STAR_PROXIMITY) return { dx: 0, dy: 0 };
  return { dx: dx * strength, dy: dy * strength };
}

/** Well-known hosts by the name readers know them by; any other host is named by its address. */
const HOST_NAMES: Record<string, string> = { 'github.com': 'GitHub', 'gitlab.com': 'GitLab' };

/**
 * What the hero's "Learn More" link keeps out of sight but gives screen readers and search engines,
 * so its name says where it goes ("Learn More about Rsbuild on GitHub"): built from the texts, the
 * site title and the link's host; an empty string when there is no link.
 */
export function learnMoreSuffix(
  texts: Pick<ThemeTexts, 'learnMoreAboutText' | 'learnMoreTargetText'>,
  title: string,
  href: string | undefined,
): string {
  if (!href) return '';
  const about = texts.learnMoreAboutText.replaceAll('{title}', title);
  if (!isExternal(href)) return about;
  // A protocol-relative address needs a base to parse; `mailto:` and the like have no host.
  const host = new URL(href, 'https://localhost').hostname.replace(/^www\./, '');
  return host ? about + texts.learnMoreTargetText.replaceAll('{target}', HOST_NAMES[host] ?? host) : about;
}
