/** Each file's size and modification time, `null` for a file that does not exist. */
export type Stamps = Record<string, [size: number, mtimeMs: number] | null>;

export declare const SETTLE_MS: number;
export declare function stamp(files: Iterable<string>): Stamps;
export declare function unchanged(stamps: Stamps): boolean;
export declare function settled(stamps: Stamps, startedAt: number): boolean;
