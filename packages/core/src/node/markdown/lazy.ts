import type { CompiledPage, CompileInput } from './compile';

/**
 * Compiles one Markdown or MDX page into a page module and its page data. The Markdown toolchain
 * (MDX, remark, rehype, Shiki) loads on the first call rather than with the package: it is most of
 * the package's load time, and `docs dev` must answer before it has compiled anything (issue 9).
 */
export async function compilePage(input: CompileInput): Promise<CompiledPage> {
  const { compilePage: compile } = await loadCompiler();
  return compile(input);
}

/** Loads the Markdown toolchain ahead of the first page, where that page would wait for it. */
export function loadCompiler(): Promise<typeof import('./compile')> {
  return import('./compile');
}
