import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';

const page = vi.hoisted(() => ({ search: '', cookies: new Map<string, string>() }));
vi.mock('../platform/location', async (original) => ({
  ...(await original<typeof import('../platform/location')>()),
  currentSearch: () => page.search,
}));
vi.mock('../platform/cookies', () => ({ readCookie: (name: string) => page.cookies.get(name) }));

const { $signupQuery } = await import('./signup');
const { markPainted } = await import('./painted');
markPainted();

/** The store's value once its first read (lazy, after paint) has landed. */
async function shown(): Promise<string | null> {
  const stop = $signupQuery.listen(() => undefined);
  await import('./signup-record');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const value = $signupQuery.get();
  stop();
  return value;
}

describe('$signupQuery on a landing page (issue 20)', () => {
  beforeEach(() => {
    cleanStores($signupQuery);
    window.localStorage.clear();
    page.cookies.clear();
    $signupQuery.set(null);
  });

  it('any link\'s ?ref= does not replace the verified referral (the referral tracking decides, after verifying)', async () => {
    page.cookies.set('ref_uid', 'OLD');
    window.localStorage.setItem('signup_query', 'ref=OLD&ref_type=1');
    window.localStorage.setItem('signup_query_at', String(Date.now()));
    page.search = '?ref=EVIL&utm_source=x';
    expect(await shown()).toBe('ref=OLD&ref_type=1');
    expect(window.localStorage.getItem('signup_query')).toBe('ref=OLD&ref_type=1');
  });

  it('a record older than 14 days is not used', async () => {
    window.localStorage.setItem('signup_query', 'ref=OLD');
    window.localStorage.setItem('signup_query_at', String(Date.now() - 15 * 86_400_000));
    page.search = '';
    expect(await shown()).toBeNull();
  });

  it('a campaign link saves its campaign over a record without a referral', async () => {
    page.search = '?utm_source=x&tab=spot';
    expect(await shown()).toBe('utm_source=x');
    expect(window.localStorage.getItem('signup_query')).toBe('utm_source=x');
    expect(Number(window.localStorage.getItem('signup_query_at'))).toBeGreaterThan(0);
  });
});
