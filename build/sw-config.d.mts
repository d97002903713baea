export declare const DEFAULT_CHUNK_PREFIXES: string[];
export declare function chunkPrefixesFrom(value: string | undefined): string[];
export declare function swDefines(manifest: { build: string }, env: Record<string, string | undefined>): Record<string, string>;
