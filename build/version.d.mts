export declare const PACKAGE_VERSION: string;
export declare const SW_VERSION: string;
