import type { ESLint } from 'eslint';

/** The entry and every source module it imports statically, transitively (absolute paths). */
export function firstPaintClosure(entry: string): Set<string>;

declare const plugin: ESLint.Plugin;
export default plugin;
