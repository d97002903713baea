// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkPrefixesFrom, DEFAULT_CHUNK_PREFIXES, swDefines } from './sw-config.mjs';

describe('service worker build settings', () => {
  it('default to the chunks folder of CONTRACT §1 on the host origin', () => {
    expect(chunkPrefixesFrom(undefined)).toEqual(['/static/chrome/chunks/']);
    expect(chunkPrefixesFrom(' ')).toEqual(DEFAULT_CHUNK_PREFIXES);
  });

  it('take CDN folders and paths from SC_SW_CHUNKS', () => {
    expect(chunkPrefixesFrom('https://cdn.example.com/static/chrome/chunks/, /assets/v2/sitechrome/chunks/'))
      .toEqual(['https://cdn.example.com/static/chrome/chunks/', '/assets/v2/sitechrome/chunks/']);
    expect(chunkPrefixesFrom('https://cdn.example.com/chunks/')).toEqual(['https://cdn.example.com/chunks/']);
    expect(chunkPrefixesFrom('http://127.0.0.1:5174/static/chrome/chunks/')).toEqual(['http://127.0.0.1:5174/static/chrome/chunks/']);
  });

  it('refuse a prefix that would let the worker cache more than the SDK', () => {
    for (const bad of ['/', '/static/', 'https://cdn.example.com/', 'http://cdn.example.com/chunks/', 'http://127.0.0.1.evil.example/chunks/', '//evil.example/chunks/',
      '/\\evil.example/chunks/', 'https://user@cdn.example.com/chunks/', '/a/../chunks/', '/chunks', 'chunks/', '/x/chunks/?a=1']) {
      expect(() => chunkPrefixesFrom(bad), bad).toThrow(/SC_SW_CHUNKS/);
    }
  });

  it("name the worker's cache after the build in the chunks manifest", () => {
    const defines = swDefines({ build: 'Eqmqhdw80e' }, {});
    expect(JSON.parse(defines.__SC_SW_BUILD__!)).toBe('Eqmqhdw80e');
    expect(JSON.parse(defines.__SC_SW_CHUNKS__!)).toEqual(['/static/chrome/chunks/']);
    expect(defines['process.env.NODE_ENV']).toBe('"production"');
  });
});
