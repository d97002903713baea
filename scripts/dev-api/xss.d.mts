// Types of the XSS corpus for the TypeScript tests that import it.
export declare const XSS_PAYLOADS: readonly string[];
export declare const XSS_URLS: readonly string[];
export declare const XSS_URL: string;
export declare const XSS_IMAGE_URL: string;
export declare function xssify(value: unknown, extraTextKeys?: readonly string[], offset?: number): unknown;
export declare function xssifySpotRows(rows: unknown[][], poisonedRows?: number, offset?: number): unknown[][];
export declare function xssifyLinkMap(map: Record<string, unknown>, unused?: unknown, offset?: number): Record<string, unknown>;
