import { createHash } from 'node:crypto';

/**
 * A short content hash (32 bits, base 36) naming an index file: enough to tell versions of one
 * file apart. Native SHA-1: a build hashes megabytes of shards and page files, which a JavaScript
 * loop over every character took a tenth of a second for at 4,000 pages (issue 17).
 */
export function hashOf(text: string): string {
  return createHash('sha1').update(text).digest().readUInt32BE(0).toString(36).padStart(7, '0');
}
