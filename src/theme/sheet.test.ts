import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its registry is module state. */
const load = async () => {
  vi.resetModules();
  return import('./sheet');
};

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('static styles (theme/sheet.ts)', () => {
  it('names classes by scope and key, and puts the reset first, all in the sc layer', async () => {
    const { classes, staticCss } = await load();
    const s = classes('demo', { bar: 'display: flex;', item: 'color: red;' });
    expect(s).toEqual({ bar: 'sc-demo-bar', item: 'sc-demo-item' });
    const css = staticCss();
    expect(css.startsWith('@layer sc{')).toBe(true);
    expect(css.indexOf(':host')).toBeLessThan(css.indexOf('.sc-demo-bar{display: flex;}'));
  });

  it('no scope is declared twice (two modules would share class names): checked in the sources, not at run time on the first paint', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(process.cwd(), 'src');
    const files = readdirSync(root, { recursive: true }).map(String).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const scopes = files.flatMap((f) => [...readFileSync(join(root, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
      .matchAll(/\bclasses\(\s*['"`]([^'"`]+)['"`]/g)].map((m) => m[1]!));
    expect(scopes.length).toBeGreaterThanOrEqual(10);
    expect(scopes.filter((scope, i) => scopes.indexOf(scope) !== i)).toEqual([]);
  });

  it('joins class names and skips the false ones', async () => {
    const { cx } = await load();
    expect(cx('a', false, undefined, 'b', null)).toBe('a b');
  });

  it('with constructed stylesheets: every root adopts one shared sheet, later rules reach it, unmount drops it', async () => {
    const { adoptStyles, classes } = await load();
    const replaced: string[] = [];
    class FakeSheet { replaceSync(text: string) { replaced.push(text); } }
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    const a = shadowRoot();
    const b = shadowRoot();
    // happy-dom may lack adoptedStyleSheets: give each root the property the browser has.
    for (const root of [a, b]) Object.defineProperty(root, 'adoptedStyleSheets', { value: [], writable: true });
    Object.defineProperty(window.Document.prototype, 'adoptedStyleSheets', { configurable: true, get: () => [] });
    window.CSSStyleSheet = FakeSheet as unknown as typeof CSSStyleSheet;
    try {
      const dropA = adoptStyles(a, undefined);
      adoptStyles(b, undefined);
      expect(a.adoptedStyleSheets).toHaveLength(1);
      expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0]);
      classes('late', { x: 'color: green;' });
      await Promise.resolve();
      expect(replaced.at(-1)).toContain('.sc-late-x{color: green;}');
      dropA();
      expect(a.adoptedStyleSheets).toHaveLength(0);
      expect(b.adoptedStyleSheets).toHaveLength(1);
    } finally {
      delete (window.Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    }
  });

  it('without them: a <style> with the nonce in each root, kept up to date and removed on unmount', async () => {
    const { adoptStyles, classes } = await load();
    const proto = window.CSSStyleSheet.prototype as { replaceSync?: unknown };
    const saved = proto.replaceSync;
    delete proto.replaceSync;
    try {
      const root = shadowRoot();
      const drop = adoptStyles(root, 'n0nce');
      const style = root.querySelector('style');
      expect(style?.nonce || style?.getAttribute('nonce')).toBe('n0nce');
      classes('later', { y: 'color: blue;' });
      await Promise.resolve();
      expect(style?.textContent).toContain('.sc-later-y{color: blue;}');
      drop();
      expect(root.querySelector('style')).toBeNull();
    } finally {
      if (saved) proto.replaceSync = saved;
    }
  });
});

describe('flatten (nested rules for engines without CSS nesting)', () => {
  it('writes `&` rules, lists and at-rules out flat under the class', async () => {
    const { flatten } = await load();
    expect(flatten('.a', 'x:1;&:hover,&[aria-expanded=\'true\']{y:2}@media (max-width:767px){z:3;&[hidden]{w:4}}'))
      .toBe(".a{x:1;}.a:hover,.a[aria-expanded='true']{y:2}@media (max-width:767px){.a{z:3;}.a[hidden]{w:4}}");
  });

  it('keeps a block without nesting as one rule, and skips an empty own part', async () => {
    const { flatten } = await load();
    expect(flatten('.b', 'display:flex;color:red;')).toBe('.b{display:flex;color:red;}');
    expect(flatten('.c', '@media (max-width:767px){display:none;}')).toBe('@media (max-width:767px){.c{display:none;}}');
  });

  it('leaves no nested rule in the static sheet of the first paint', async () => {
    await import('../header/styles');
    const { staticCss } = await import('./sheet');
    const rules = staticCss().replace(/^@layer sc\{/, '');
    // Inside a style rule's braces no further `{` may open, except in at-rules (@media, @keyframes).
    expect(rules).not.toMatch(/\.sc-[\w-]+\{[^{}]*&/);
    expect(rules).not.toMatch(/\.sc-[\w-]+\{[^{}]*@media/);
  });
});
