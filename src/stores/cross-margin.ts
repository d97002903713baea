import { loadSignedInCalls } from '../api/lazy';
import { userStore } from './user-store';

/** crossMarginUid of the logged-in user (0 = none); portfolio cross margin needs > 1 (site-chrome.md §5). */
export const $crossMarginUid = userStore(0, async (ctx) => (await (await loadSignedInCalls()).getCrossMarginInfo(ctx))?.crossMarginUid ?? 0);
