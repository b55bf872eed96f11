import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one worker on a 2-core machine.
const CORES = os.availableParallelism();

/**
 * Three projects: `unit` (fast, no browser), `e2e` (Chromium against built sites; its global
 * setup builds the site) and `stress` (long fuzzing, soak and load runs, `pnpm test:stress`).
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
          // These files wait on servers, watchers and child processes more than they compute: on 2
          // cores one worker took 468 s, three 247 s.
          maxWorkers: CORES + 1,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // tests/pack: the packed-install test (about 30 s), see tests/pack/pack.test.ts.
          include: ['tests/e2e/**/*.test.ts', 'tests/pack/**/*.test.ts'],
          // Builds the site once into site/dist for every file (see tests/e2e/globalSetup.ts).
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Files run side by side, one per core (each serves on a port of its own and builds into a
          // temporary folder): 661 s on 2 cores, where one file at a time took 840 s.
          maxWorkers: CORES,
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
