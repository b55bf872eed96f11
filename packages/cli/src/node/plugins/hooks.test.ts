import { describe, expect, it } from 'vitest';
import { callHook } from './hooks';

describe('callHook', () => {
  it('names the plugin and the hook of an error, whatever was thrown', async () => {
    const error = await callHook({ name: 'boom' }, 'addPages', () => {
      throw new Error('no pages today');
    }).catch((e: Error) => e);
    expect((error as Error).message).toBe('Plugin "boom" failed in addPages: no pages today');
    const rejected = await callHook({ name: 'late' }, 'buildEnd', () => Promise.reject('a string')).catch(
      (e: Error) => e,
    );
    expect((rejected as Error).message).toBe('Plugin "late" failed in buildEnd: a string');
  });

  it('returns what the hook returns', async () => {
    expect(await callHook({ name: 'fine' }, 'config', () => 42)).toBe(42);
  });
});
