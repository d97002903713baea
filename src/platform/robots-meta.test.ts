import { afterEach, describe, expect, it } from 'vitest';
import { setRobotsMeta } from './robots-meta';

const metas = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].map((m) => [m.content, m.getAttribute('data-site-chrome')]);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('setRobotsMeta', () => {
  it('adds one meta of its own, changes it in place, and takes it away', () => {
    setRobotsMeta('noindex,nofollow');
    setRobotsMeta('noindex,nofollow');
    expect(metas()).toEqual([['noindex,nofollow', 'robots']]);
    setRobotsMeta('noindex');
    expect(metas()).toEqual([['noindex', 'robots']]);
    setRobotsMeta(null);
    expect(metas()).toEqual([]);
  });

  it('never touches a robots meta of the host\'s own', () => {
    document.head.innerHTML = '<meta name="robots" content="index,follow">';
    setRobotsMeta('noindex,nofollow');
    expect(metas()).toEqual([['index,follow', null], ['noindex,nofollow', 'robots']]);
    setRobotsMeta(null);
    expect(metas()).toEqual([['index,follow', null]]);
  });
});
