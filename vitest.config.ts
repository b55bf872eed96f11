import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (fast, no browser), `e2e` (Chromium against built sites; `pnpm test`
 * builds the site first) and `stress` (long fuzzing, soak and load runs, `pnpm test:stress`).
 */
export default defineConfig({
  test: {
    // The workspace packages ship TypeScript: run them through Vite rather than Node's loader.
    server: { deps: { inline: [/@docs-kit\//, /packages\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'packages/**/*.test.tsx',
            'tests/unit/**/*.test.ts',
            'tests/unit/**/*.test.tsx',
            'tests/content/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          testTimeout: 60_000,
          // The content test type-checks every config sample in its setup: minutes on a busy 2-core machine.
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // tests/pack: the packed-install test (about 30 s), see tests/pack/pack.test.ts.
          include: ['tests/e2e/**/*.test.ts', 'tests/pack/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'stress',
          include: ['tests/stress/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
