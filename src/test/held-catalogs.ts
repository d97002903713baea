import type { LanguageCode } from '../config/languages';

/**
 * Catalog loads held back per language, to make mounts and updates race in a chosen order. A test
 * file mocks the catalogs with it:
 * `vi.mock('../i18n/catalogs', async (original) => (await import('../test/held-catalogs')).withHeldLoads(await original()))`.
 */
const held = new Map<string, Promise<void>>();

export function withHeldLoads<M extends { loadCatalog(lang: LanguageCode): Promise<unknown> }>(real: M): M {
  return { ...real, loadCatalog: async (lang: LanguageCode) => { await held.get(lang); await real.loadCatalog(lang); } };
}

/** Holds `lang`'s catalog until the returned function is called. */
export function hold(lang: string): () => void {
  let release!: () => void;
  held.set(lang, new Promise<void>((r) => { release = r; }));
  return () => release();
}

export function releaseAll(): void {
  held.clear();
}
