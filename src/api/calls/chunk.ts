import * as all from './index';
import { callsArrival, type Calls } from '../lazy';

/**
 * The root of the calls' chunk (build/at-mount.mjs): every call a visitor's stores may make, which
 * the loader fetches beside the core. Announced when the chunk runs (platform/arrival.ts), so the
 * features' decision calls go out before the first render ends, not a scheduler task after it.
 * Not in index.ts: the bundler drops every statement of a module that only re-exports.
 */
export const calls: Calls = all;

callsArrival.announce(calls);
