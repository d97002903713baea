// The demo's login micro-app (SiteChrome issue 12): a plain ES module, no framework, no build.
// SiteChrome loads it from the `microApps.login` URL and calls mount(el, props) inside its login
// dialog, then unmount() when the dialog closes or the chrome unmounts. It logs in for real
// against the dev API (POST /api/web/v1/usercenter/dev_login sets the uid and nickname cookies)
// and calls props.onSuccess(); SiteChrome then shows the personal centre without a reload.

const CSS = `
  :host { display: block; }
  form { display: grid; gap: 14px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--sc-text, #070808); }
  label { display: grid; gap: 6px; font-weight: 600; }
  input {
    font: inherit; padding: 10px 12px; border-radius: 10px;
    border: 1px solid var(--sc-border, #c9ccd1); background: var(--sc-surface-2, #f5f6f7); color: inherit;
  }
  input:focus-visible, button:focus-visible { outline: 2px solid var(--sc-focus, #2354e6); outline-offset: 2px; }
  .hint { margin: 0; font-size: 12px; color: var(--sc-text-2, #5f6368); }
  .error { margin: 0; color: var(--sc-down, #c42b36); font-size: 13px; }
  .error:empty { display: none; }
  .submit {
    min-height: 44px; border: 0; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer;
    background: var(--sc-brand-fill, #2354e6); color: var(--sc-brand-text, #fff);
  }
  .submit[disabled] { opacity: 0.6; cursor: progress; }
  .switch { justify-self: center; border: 0; background: none; font: inherit; color: var(--sc-brand, #2354e6); cursor: pointer; text-decoration: underline; }
`;

const TEXT = {
  login: { submit: 'Log In', switchTo: 'No account yet? Sign up', busy: 'Logging in…' },
  signup: { submit: 'Create account', switchTo: 'Already registered? Log in', busy: 'Creating your account…' },
};

let mounted = null;

export function mount(el, props) {
  const doc = el.ownerDocument;
  let mode = props.mode === 'signup' ? 'signup' : 'login';
  const style = doc.createElement('style');
  if (props.nonce) style.nonce = props.nonce;
  style.textContent = CSS;

  const form = doc.createElement('form');
  form.noValidate = true;
  form.dir = props.dir || 'ltr';
  form.innerHTML = `
    <label>Email or phone<input name="account" type="text" autocomplete="username" required></label>
    <label>Password<input name="password" type="password" autocomplete="current-password" required minlength="6"></label>
    <p class="hint">Demo: any account, a password of 6 or more characters.</p>
    <p class="error" role="alert"></p>
    <button class="submit" type="submit"></button>
    <button class="switch" type="button"></button>`;
  const [submit, switcher] = [form.querySelector('.submit'), form.querySelector('.switch')];
  const error = form.querySelector('.error');
  const render = () => {
    submit.textContent = TEXT[mode].submit;
    switcher.textContent = TEXT[mode].switchTo;
    form.querySelector('[name=password]').autocomplete = mode === 'signup' ? 'new-password' : 'current-password';
  };
  render();
  switcher.addEventListener('click', () => {
    mode = mode === 'login' ? 'signup' : 'login';
    render();
  });

  const controller = new AbortController();
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    submit.disabled = true;
    submit.textContent = TEXT[mode].busy;
    const body = new URLSearchParams({ account: form.account.value, password: form.password.value, mode });
    // A signup keeps the referral query the chrome stored (props.signupQuery).
    if (mode === 'signup' && props.signupQuery) body.set('query', props.signupQuery);
    try {
      const response = await fetch(`${props.apiBase || ''}/api/web/v1/usercenter/dev_login`, {
        method: 'POST', credentials: 'include', signal: controller.signal,
        headers: { 'content-type': 'application/x-www-form-urlencoded' }, body,
      });
      const answer = await response.json();
      if (answer && answer.code === 0) {
        props.onSuccess();
        return;
      }
      error.textContent = (answer && answer.message) || 'The login failed.';
    } catch (failure) {
      if (controller.signal.aborted) return;
      error.textContent = 'The server could not be reached. Try again.';
    }
    submit.disabled = false;
    render();
  });

  el.append(style, form);
  mounted = { el, style, form, controller };
  form.account.focus();
}

export function unmount() {
  if (!mounted) return;
  mounted.controller.abort();
  mounted.style.remove();
  mounted.form.remove();
  mounted = null;
}
