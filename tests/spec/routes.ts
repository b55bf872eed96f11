/**
 * The spec's route list (`../shared/spec/routes.txt` beside the checkout), copied into the repository
 * so that the tests run from a clone that has nothing beside it. English routes; `/zh` twins are the
 * caller's to add.
 */
import { readFileSync } from 'node:fs';

export function specRoutes(): string[] {
  return readFileSync(new URL('./routes.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}
