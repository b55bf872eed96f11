import { createHash } from 'node:crypto';
import { SECURITY_HEADERS } from '../server/staticHandler';

/**
 * The Content-Security-Policy the built site satisfies: scripts only from the site plus the one
 * inline script (the theme's colour-scheme script, allowed by its hash); styles may be inline
 * because highlighted code colours tokens with `style` attributes. `connectHosts` adds origins the
 * pages call (the Algolia hosts).
 */
export function contentSecurityPolicy(inlineScript: string, connectHosts: readonly string[] = []): string {
  const hash = createHash('sha256').update(inlineScript).digest('base64');
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${connectHosts.map((h) => ` ${h}`).join('')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** A `_headers` file (Netlify, Cloudflare Pages): security headers everywhere, long caching for hashed assets. */
export function buildHeaders(base: string, csp: string): string {
  const security = Object.entries({ ...SECURITY_HEADERS, 'Content-Security-Policy': csp })
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  return `${base}*\n${security}\n${base}assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`;
}
