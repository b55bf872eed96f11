/** Install commands per package manager for `<PackageManagerTabs command="..." />`. */

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/**
 * `add x -D` → `npm add x -D`, `yarn add x -D`, ...; `create foo@latest` → `yarn create foo`
 * (Yarn resolves the latest version itself and rejects the tag for classic Yarn).
 * Any other sub-command is passed through unchanged.
 */
export function packageManagerCommands(
  command: string | Partial<Record<PackageManager, string>>,
): Record<PackageManager, string> {
  if (typeof command !== 'string') {
    const out = {} as Record<PackageManager, string>;
    for (const pm of PACKAGE_MANAGERS) out[pm] = command[pm] ?? '';
    return out;
  }
  const trimmed = command.trim().replace(/\s+/g, ' ');
  const [sub = '', ...rest] = trimmed.split(' ');
  const args = rest.join(' ');
  const out = {} as Record<PackageManager, string>;
  for (const pm of PACKAGE_MANAGERS) {
    if (sub === 'create') {
      const target = pm === 'yarn' ? args.replace(/@latest(?=\s|$)/, '') : args;
      out[pm] = `${pm} create ${target}`.trim();
    } else if (sub === 'install' || sub === 'i') {
      out[pm] = pm === 'npm' ? `npm install${args ? ` ${args}` : ''}` : `${pm} ${args ? `add ${args}` : 'install'}`;
    } else {
      out[pm] = `${pm} ${trimmed}`;
    }
  }
  return out;
}
