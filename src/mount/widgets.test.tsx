import { beforeAll, describe, expect, it } from 'vitest';
import { mountWidget } from '../index';

beforeAll(() => {
  globalThis.fetch = () => Promise.resolve(new Response('', { status: 500 }));
});

const codeOf = (p: Promise<unknown>) => p.then(() => 'mounted', (e: { code?: string; message?: string }) => [e.code, e.message]);

describe('mountWidget', () => {
  it('a typo is UNKNOWN_WIDGET and lists the widgets', async () => {
    expect(await codeOf(mountWidget('not_found' as never, document.body))).toEqual(['UNKNOWN_WIDGET', expect.stringContaining('not-found, error-page')]);
    expect(await codeOf(mountWidget('toString' as never, document.body))).toEqual(['UNKNOWN_WIDGET', expect.stringContaining('"toString"')]);
  });

  it.each(['not-found', 'side-menu', 'growth-tabs', 'chart'] as const)('a contract widget not built yet (%s) is NOT_AVAILABLE', async (name) => {
    expect(await codeOf(mountWidget(name, document.body))).toEqual(['NOT_AVAILABLE', expect.stringContaining(`"${name}"`)]);
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
});
