import { beforeAll, describe, expect, it } from 'vitest';
import { mountWidget as typedMountWidget } from '../index';

/** Untyped, as a script-tag page calls it: the tests pass what the types would refuse. */
const mountWidget = typedMountWidget as unknown as (name: unknown, element: unknown, props?: unknown) => Promise<{ update(props?: unknown): Promise<void>; unmount(): void }>;

beforeAll(() => {
  globalThis.fetch = () => Promise.resolve(new Response('', { status: 500 }));
});

const codeOf = (p: Promise<unknown>) => p.then(() => 'mounted', (e: { code?: string; message?: string }) => [e.code, e.message]);

describe('mountWidget', () => {
  it('a typo is UNKNOWN_WIDGET and lists the widgets', async () => {
    expect(await codeOf(mountWidget('not_found' as never, document.body))).toEqual(['UNKNOWN_WIDGET', expect.stringContaining('not-found, error-page')]);
    expect(await codeOf(mountWidget('toString' as never, document.body))).toEqual(['UNKNOWN_WIDGET', expect.stringContaining('"toString"')]);
  });

  it.each([null, '#top', {}, document.createTextNode('x')])('a target that is not an element (%s) is INVALID_TARGET', async (target) => {
    expect(await codeOf(mountWidget('error-page', target as never))).toEqual(['INVALID_TARGET', expect.any(String)]);
  });

  it('mounts the error page into its own shadow root and unmounts it', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const widget = await mountWidget('error-page', el);
    expect(el.querySelector('[data-site-chrome-root="widget"]')?.shadowRoot?.textContent).toContain('Something went wrong');
    widget.unmount();
    expect(el.children).toHaveLength(0);
    el.remove();
  });

  it('resolves to a handle: update() with the widget\'s props re-renders in place, bad props reject INVALID_OPTION, and after unmount() UNMOUNTED', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const widget = await mountWidget('error-page', el);
    const host = el.querySelector('[data-site-chrome-root="widget"]');
    await expect(widget.update({})).resolves.toBeUndefined();
    await expect(widget.update()).resolves.toBeUndefined();
    expect(el.querySelector('[data-site-chrome-root="widget"]')).toBe(host);
    expect(await codeOf(widget.update({ title: 'x' }))).toEqual(['INVALID_OPTION', expect.stringContaining('props.title')]);
    expect(await codeOf(widget.update('x' as never))).toEqual(['INVALID_OPTION', expect.stringContaining('props')]);
    widget.unmount();
    expect(await codeOf(widget.update({}))).toEqual(['UNMOUNTED', expect.stringContaining('error-page')]);
    el.remove();
  });

  it('bad props at mount reject INVALID_OPTION and mount nothing', async () => {
    const el = document.createElement('div');
    expect(await codeOf(mountWidget('error-page', el, { nope: 1 }))).toEqual(['INVALID_OPTION', expect.stringContaining('props.nope')]);
    expect(await codeOf(mountWidget('error-page', el, [] as never))).toEqual(['INVALID_OPTION', expect.any(String)]);
    expect(el.children).toHaveLength(0);
  });
});
