/**
 * Option pages (`/config/...`, issue 6) against the published package: the title names an option
 * that exists in `@rsbuild/core`'s `RsbuildConfig` type, and a default written as one literal
 * equals the package's real normalised default.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';

export interface OptionPage {
  file: string;
  /** `output.filenameHash`. */
  option: string;
  type?: string;
  /** The default as written, when it is one inline-code literal. */
  defaultLiteral?: string;
}

const TITLE = /^#\s+`?([\w.]+)`?\s*$/m;
const TYPE = /^-\s+\*\*(?:Type|类型)[:：]\*\*\s*`([^`]+)`/m;
const DEFAULT = /^-\s+\*\*(?:Default|默认值)[:：]\*\*\s*`([^`]+)`\s*$/m;

export async function readOptionPage(file: string): Promise<OptionPage | undefined> {
  const source = await readFile(file, 'utf8');
  const option = TITLE.exec(source)?.[1];
  if (!option || !/^[a-z]/.test(option)) return undefined;
  return { file, option, type: TYPE.exec(source)?.[1], defaultLiteral: DEFAULT.exec(source)?.[1] };
}

/** The options (dotted paths) that do not exist on `RsbuildConfig`, checked with the compiler API. */
export function missingOptions(options: readonly string[], fromDir: string): string[] {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const typesEntry = require.resolve('@rsbuild/core/package.json');
  const lines = options.map((option, i) => {
    const access = option.split('.').reduce((type, key) => `NonNullable<${type}>['${key}']`, 'RsbuildConfig');
    return `type T${i} = ${access};`;
  });
  const fileName = path.join(path.dirname(typesEntry), '__option_check__.ts');
  const source = `import type { RsbuildConfig } from '@rsbuild/core';\n${lines.join('\n')}\n`;
  const host = ts.createCompilerHost({ strict: true, skipLibCheck: true, noEmit: true });
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (f) => (f === fileName ? source : readFile(f));
  host.fileExists = (f) => f === fileName || fileExists(f);
  const program = ts.createProgram(
    [fileName],
    {
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    },
    host,
  );
  const bad = new Set<number>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (diagnostic.file?.fileName !== fileName || diagnostic.start === undefined) continue;
    const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line;
    if (line >= 1) bad.add(line - 1);
  }
  return options.filter((_, i) => bad.has(i));
}

/** Evaluates a literal as written on a page; undefined result means "not a plain literal". */
export function evaluateLiteral(literal: string): { value: unknown } | undefined {
  try {
    return { value: vm.runInNewContext(`(${literal})`, Object.create(null), { timeout: 50 }) };
  } catch {
    return undefined;
  }
}

/** Reads a dotted path out of an object. */
export function at(object: unknown, option: string): unknown {
  return option
    .split('.')
    .reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), object);
}
