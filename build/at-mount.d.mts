export declare const AT_MOUNT: readonly { name: string; root: RegExp; also?: RegExp }[];
