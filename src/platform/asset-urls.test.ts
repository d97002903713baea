import { describe, expect, it, vi } from 'vitest';

/** Each case gets a fresh module: the base is page-wide state. */
async function fresh<T>(path: string): Promise<T> {
  vi.resetModules();
  return (await import(path)) as T;
}
type Urls = typeof import('./asset-urls');
type Files = typeof import('./asset-files');

describe('the files of dist/, served (script tag, dist/site-chrome.js)', () => {
  it('come from one folder above the chunk that asks, where the SDK was served', async () => {
    const { distUrl } = await fresh<Urls>('./asset-urls');
    // (Under vitest the module's own URL is the dev server's path of src/platform/asset-urls.ts.)
    const url = distUrl('chunks/i18n-x/core-tr.js');
    expect(url).toMatch(/^http:\/\/[^/]+\/(?:[\w-]+\/)*chunks\/i18n-x\/core-tr\.js$/);
    expect(url).not.toContain('platform/');
  });

  it('come from assetsBase once a mount names one; a later mount without it keeps it', async () => {
    const urls = await fresh<Urls>('./asset-urls');
    const files = (await import('./asset-files')) as Files;
    urls.setAssetsBase('https://cdn.example/chrome/');
    urls.setAssetsBase(undefined);
    expect(urls.distUrl('chunks/i18n-x/core-tr.js')).toBe('https://cdn.example/chrome/chunks/i18n-x/core-tr.js');
    expect(files.cdnProbeUrl()).toBe('https://cdn.example/chrome/cdn-check.txt');
    expect(files.defaultCoinIconUrl()).toBe('https://cdn.example/chrome/images/coin-default.svg');
  });
});

describe('the bundler build\'s variants (*.bundled.ts, build/bundler-config.ts)', () => {
  it('export what the served modules export', async () => {
    for (const name of ['./asset-urls', './asset-files', '../i18n/catalog-files']) {
      const served = Object.keys(await import(`${name}.ts`)).sort();
      const bundled = Object.keys(await import(`${name}.bundled.ts`));
      expect(bundled).toEqual(expect.arrayContaining(served));
    }
  });

  it('inline the default coin icon: no file for the host\'s bundler to miss', async () => {
    const { defaultCoinIconUrl } = await fresh<Files>('./asset-files.bundled');
    const url = defaultCoinIconUrl();
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toMatch(/^<svg [^>]*>.*<\/svg>$/);
  });

  it('have no CDN to check without assetsBase, and check the served dist/ with one', async () => {
    const files = await fresh<Files>('./asset-files.bundled');
    const urls = (await import('./asset-urls.bundled')) as Urls;
    expect(files.cdnProbeUrl()).toBeNull();
    urls.setAssetsBase('https://cdn.example/chrome/');
    expect(files.cdnProbeUrl()).toBe('https://cdn.example/chrome/cdn-check.txt');
  });
});
