import type { Stamps } from '@docs-kit/core/file-stamps';

/** A record written by precompile.ts beside its modules. */
export interface PrecompileRecord {
  version: number;
  /** The folder of the modules. */
  dir: string;
  /** Every file the modules were built from, as it was. */
  inputs: Stamps;
}

export declare const PRECOMPILED_DIR: string;
export declare const RECORD_VERSION: number;
export declare function recordFile(entries: Record<string, string>): string;
export declare function entryUrls(dir: string, entries: Record<string, string>): Record<string, string>;
export declare function keptPrecompiled(entries: Record<string, string>): Record<string, string> | undefined;
