/**
 * A page and its translations compile one after the other on the same worker, so that the code
 * blocks they share are highlighted once (issue 17): they must share one key, and no other page
 * may share it.
 */
import type { RouteEntry } from '@docs-kit/core';
import { describe, expect, it } from 'vitest';
import { translationKey } from '../../../packages/cli/src/node/pageCompiler';

const route = (relativePath: string, lang: string) => ({ relativePath, lang }) as RouteEntry;

describe('translationKey', () => {
  it('is the same for a page and its translation, with or without a version folder', () => {
    expect(translationKey(route('en/guide/start.md', 'en'))).toBe('guide/start.md');
    expect(translationKey(route('zh/guide/start.md', 'zh'))).toBe('guide/start.md');
    expect(translationKey(route('v1/zh/guide/start.md', 'zh'))).toBe('v1/guide/start.md');
    expect(translationKey(route('v1/en/guide/start.md', 'en'))).toBe('v1/guide/start.md');
  });

  it('keeps pages of other versions apart, and a page of a site without language folders whole', () => {
    expect(translationKey(route('v2/en/guide/start.md', 'en'))).not.toBe(
      translationKey(route('v1/en/guide/start.md', 'en')),
    );
    expect(translationKey(route('v1/guide/start.md', 'en'))).toBe('v1/guide/start.md');
  });
});
