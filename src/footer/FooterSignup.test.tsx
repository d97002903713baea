import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render } from '../test/render';
import { json, mockFetch } from '../test/fetch-mock';
import { setTestPage } from '../test/page-setup';
import { $login, type LoginState } from '../stores/user';
import { $signupQuery } from '../stores/signup';
import { $dialogs, closeDialog } from '../stores/dialogs';
import type { PageSetup } from '../stores/page-setup';
import { SITES, type SiteConfig } from '../config/sites';
import { withMessages } from '../i18n/catalogs';

// It ships in the footer's content chunk, with the footer's messages.
const { FooterSignup } = await withMessages('footer', import('./FooterSignup'));

beforeEach(() => {
  mockFetch(() => json({}, 500));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  while ($dialogs.get().showing || $dialogs.get().waiting.length) closeDialog($dialogs.get().showing?.name ?? $dialogs.get().waiting[0]!.name);
  $login.set({ status: 'loading' });
  $signupQuery.set(null);
});

async function show(setup: Partial<PageSetup>, state: LoginState, query: string | null = null) {
  setTestPage({ isLogin: false, ...setup });
  const view = await render(<FooterSignup />);
  await act(async () => {
    $login.set(state);
    $signupQuery.set(query);
  });
  return { ...view, link: view.el.querySelector<HTMLAnchorElement>('a[data-track="footer_signup"]') };
}

const withFooterSignupHidden = (site: SiteConfig): SiteConfig => ({ ...site, hidden: new Set([...site.hidden, 'footerSignup']) });

describe('the footer\'s sign-up call to action', () => {
  it('a visitor gets it: named by its heading, the sign-up page with the stored referral query', async () => {
    const view = await show({}, { status: 'out' }, '?ref=ABC&ref_type=3');
    expect(view.el.querySelector('[role="group"]')?.getAttribute('aria-labelledby')).toBe(view.el.querySelector('h2')?.id);
    expect(view.el.querySelector('h2')?.textContent).toBe('Start your crypto journey with Gate');
    expect(view.link?.textContent).toBe('Sign up now');
    expect(new URL(view.link!.href).pathname + new URL(view.link!.href).search).toBe('/signup?ref=ABC&ref_type=3');
    await view.unmount();
  });

  it('the footerSignup flag of a site hides it (the header\'s Sign Up is not the flag\'s)', async () => {
    const view = await show({ site: withFooterSignupHidden(SITES.main) }, { status: 'out' });
    expect(view.el.innerHTML).toBe('');
    await view.unmount();
  });

  it('nothing while the login state is unknown, nor for a logged-in user, nor on testnet', async () => {
    const user = { uid: '1', nickname: 'a', userNick: '', avatar: '', verified: 4, safeLevel: 2, isSub: false, whiteListShow: false, country: '' };
    for (const [setup, state] of [[{}, { status: 'loading' }], [{}, { status: 'in', info: user }], [{ site: SITES.testnet }, { status: 'out' }]] as const) {
      const view = await show(setup, state);
      expect(view.link).toBeNull();
      await view.unmount();
    }
  });

  it('with the login micro-app, it opens the sign-up dialog in place, as the header does', async () => {
    const view = await show({ microApps: { login: 'https://static.example/login.js' } }, { status: 'out' });
    expect(view.link?.getAttribute('aria-haspopup')).toBe('dialog');
    act(() => view.link!.click());
    const asked = $dialogs.get().showing ?? $dialogs.get().waiting[0];
    expect(asked).toMatchObject({ name: 'login', props: { mode: 'signup' } });
    await view.unmount();
  });
});
