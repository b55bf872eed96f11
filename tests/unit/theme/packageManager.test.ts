import { describe, expect, it } from 'vitest';
import { packageManagerCommands } from '../../../packages/theme-default/src/logic/packageManager';

describe('PackageManagerTabs commands', () => {
  it('prefixes an add command with each package manager', () => {
    expect(packageManagerCommands('add @rsbuild/plugin-react -D')).toEqual({
      npm: 'npm add @rsbuild/plugin-react -D',
      yarn: 'yarn add @rsbuild/plugin-react -D',
      pnpm: 'pnpm add @rsbuild/plugin-react -D',
      bun: 'bun add @rsbuild/plugin-react -D',
    });
  });

  it('drops @latest for yarn create only', () => {
    expect(packageManagerCommands('create rsbuild@latest')).toEqual({
      npm: 'npm create rsbuild@latest',
      yarn: 'yarn create rsbuild',
      pnpm: 'pnpm create rsbuild@latest',
      bun: 'bun create rsbuild@latest',
    });
  });

  it('maps install: npm install, the others add (or install with no package)', () => {
    expect(packageManagerCommands('install react')).toEqual({
      npm: 'npm install react',
      yarn: 'yarn add react',
      pnpm: 'pnpm add react',
      bun: 'bun add react',
    });
    expect(packageManagerCommands('install').npm).toBe('npm install');
    expect(packageManagerCommands('install').pnpm).toBe('pnpm install');
  });

  it('accepts one command per package manager', () => {
    expect(packageManagerCommands({ npm: 'npx x', pnpm: 'pnpm dlx x' })).toEqual({
      npm: 'npx x',
      yarn: '',
      pnpm: 'pnpm dlx x',
      bun: '',
    });
  });

  it('normalises whitespace', () => {
    expect(packageManagerCommands('  add   a  b ').npm).toBe('npm add a b');
  });
});
