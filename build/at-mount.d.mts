export declare const AT_MOUNT: readonly { name: string; root: RegExp; also?: RegExp }[];
export declare const HYDRATION_WAVE: readonly string[];
