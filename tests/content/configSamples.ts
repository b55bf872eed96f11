/**
 * Type-checks every configuration sample of the site (issue 18): a code block that imports
 * `defineConfig` from '@rsbuild/core' or is titled `rsbuild.config.*` must compile against
 * @rsbuild/core 1.7.6 and the 1.x plugin packages installed in tests/node_modules.
 *
 * All samples go into one TypeScript program (one virtual file each, served from memory beside
 * tests/node_modules so imports resolve as in a project), so the check costs one compile.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Fence, Problem } from './checks';

export interface ConfigSample {
  /** The page the sample is on. */
  file: string;
  /** The page line of the sample's first code line. */
  line: number;
  code: string;
  lang: string;
}

const DEFINE_CONFIG = /import\s*\{[^}]*\bdefineConfig\b[^}]*\}\s*from\s*['"]@rsbuild\/core['"]/;
const CONFIG_TITLE = /(?:^|\/)rsbuild\.config\.[cm]?[jt]s$/;
const EXTENSIONS: Record<string, string> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
  mjs: '.mjs',
  cjs: '.cjs',
};

/** The configuration samples among a page's code blocks. */
export function configSamples(file: string, blocks: Fence[]): ConfigSample[] {
  return blocks
    .filter((b) => EXTENSIONS[b.lang] && (DEFINE_CONFIG.test(b.code) || CONFIG_TITLE.test(b.title ?? '')))
    .map((b) => ({ file, line: b.line + 1, code: b.code, lang: b.lang }));
}

/** Page paths (relative to the repo root) whose samples are known not to type-check yet. */
export function readAllowList(listFile: string): Set<string> {
  return new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((l) => l.replace(/#.*/, '').trim())
      .filter(Boolean),
  );
}

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
  checkJs: true,
  resolveJsonModule: true,
  esModuleInterop: true,
  jsx: ts.JsxEmit.ReactJSX,
  types: ['node'],
};

/**
 * A sample may import the reader's own files (`./plugins/buildInfo`): those are not part of the
 * sample, so "cannot find module" is only an error for package names.
 */
function isOwnFileImport(diagnostic: ts.Diagnostic): boolean {
  if (diagnostic.code !== 2307 && diagnostic.code !== 7016) return false;
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  return /module '\.{1,2}\//.test(text);
}

/**
 * Compiles all samples at once and returns one problem per TypeScript error, at the page line.
 * `testsDir` is the folder whose node_modules hold @rsbuild/core and the plugins.
 */
export function typeCheckSamples(samples: ConfigSample[], testsDir: string): Problem[] {
  const dir = path.join(testsDir, 'content', '.config-samples');
  // The en and zh twins mostly share their samples: compile each distinct sample once.
  const virtual = new Map<string, ConfigSample[]>();
  const byCode = new Map<string, ConfigSample[]>();
  for (const sample of samples) {
    const key = `${sample.lang}\0${sample.code}`;
    const same = byCode.get(key);
    if (same) same.push(sample);
    else {
      const group = [sample];
      byCode.set(key, group);
      virtual.set(path.join(dir, `sample-${virtual.size}${EXTENSIONS[sample.lang]}`), group);
    }
  }
  const options = { ...OPTIONS, typeRoots: [path.join(testsDir, 'node_modules/@types')] };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name)?.[0]?.code ?? readFile.call(host, name);
  host.getSourceFile = (name, languageVersion, ...rest) => {
    const code = virtual.get(name)?.[0]?.code;
    return code !== undefined
      ? ts.createSourceFile(name, code, languageVersion, true)
      : getSourceFile.call(host, name, languageVersion, ...rest);
  };
  const roots = [...virtual.keys(), fileURLToPath(new URL('./sample-modules.d.ts', import.meta.url))];
  const program = ts.createProgram(roots, options, host);
  const problems: Problem[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const group = diagnostic.file && virtual.get(diagnostic.file.fileName);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
    if (!group || !diagnostic.file) {
      // A global error (bad option, missing type library) breaks every sample: report it plainly.
      problems.push({ file: testsDir, message: `config samples do not compile: ${message}` });
      continue;
    }
    if (isOwnFileImport(diagnostic)) continue;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    for (const sample of group) {
      problems.push({
        file: sample.file,
        line: sample.line + line,
        message: `config sample does not type-check against @rsbuild/core 1.7.6: TS${diagnostic.code} ${message}`,
      });
    }
  }
  return problems;
}
