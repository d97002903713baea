import { describe, expect, it, vi } from 'vitest';

/** A catalog file that does not answer until the test says so (a stalled CDN). */
const held = vi.hoisted(() => [] as Array<{ feature: string; lang: string; answer: (c: Record<string, string>) => void }>);
vi.mock('./catalog-files', () => ({
  loadCatalogFile: (feature: string, lang: string) => new Promise((answer) => held.push({ feature, lang, answer })),
}));

const { $catalogs, CATALOG_WAIT_MS, loadCatalog, withMessages } = await import('./catalogs');

describe('a stalled catalog (issue 11)', () => {
  it('loadCatalog gives up waiting after CATALOG_WAIT_MS, and the catalog still applies when it arrives', async () => {
    vi.useFakeTimers();
    let waited = false;
    void loadCatalog('zh').then(() => { waited = true; });
    await vi.advanceTimersByTimeAsync(CATALOG_WAIT_MS - 1);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toBe(true);
    expect($catalogs.get().zh).toBeUndefined();
    for (const file of held.splice(0)) file.answer(file.feature === '' ? { 'header.login': '登录' } : {});
    await vi.advanceTimersByTimeAsync(0);
    expect($catalogs.get().zh?.['header.login']).toBe('登录');
    vi.useRealTimers();
  });

  it('withMessages gives the part after the wait when its messages stall', async () => {
    vi.useFakeTimers();
    let module: unknown;
    void withMessages('upcoming', Promise.resolve('chunk')).then((m) => { module = m; });
    await vi.advanceTimersByTimeAsync(CATALOG_WAIT_MS);
    expect(module).toBe('chunk');
    held.splice(0);
    vi.useRealTimers();
  });
});
