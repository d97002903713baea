import { atom, onMount } from 'nanostores';
import { loadCalls } from '../api/lazy';
import { $api } from './context';
import { $login } from './user';

/** crossMarginUid of the logged-in user (0 = none); portfolio cross margin needs > 1 (site-chrome.md §5). */
export const $crossMarginUid = atom(0);

onMount($crossMarginUid, () => {
  let asked = false;
  return $login.subscribe((login) => {
    const ctx = $api.get();
    if (login.status !== 'in' || !ctx || asked) return;
    asked = true;
    void loadCalls().then((calls) => calls.getCrossMarginInfo(ctx)).then((info) => $crossMarginUid.set(info?.crossMarginUid ?? 0));
  });
});
