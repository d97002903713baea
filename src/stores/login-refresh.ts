import { loadCalls } from '../api/lazy';
import { emit } from '../platform/events';
import { $api } from './page-setup';
import { $login } from './user';
import { report } from '../platform/report';

/**
 * The login micro-app reported a login (CONTRACT §3): the login state is asked for again, so the
 * personal centre replaces Log In and Sign Up without a reload (the tier and funds stores follow
 * the new uid), and `sitechrome:change` fires with `{ key: 'login', value: uid }`. When the server
 * does not confirm the session, the visitor stays logged out and the failure is only logged.
 */
export async function refreshLogin(): Promise<boolean> {
  const ctx = $api.get();
  if (!ctx) return false;
  let info = null;
  try {
    info = await (await loadCalls()).refreshUserInfo(ctx);
  } catch (error) {
    report(error, { area: 'chunk', what: 'could not load the login refresh' });
  }
  if (!info) {
    report(new Error('the login micro-app reported a login the server does not confirm'), { area: 'micro-app' });
    return false;
  }
  $login.set({ status: 'in', info });
  emit('sitechrome:change', { key: 'login', value: info.uid });
  return true;
}
