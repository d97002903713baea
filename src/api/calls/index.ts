/**
 * The calls every visitor may make, as one lazily loaded chunk (see `src/api/lazy.ts`): user info,
 * site settings, bulletins, pay-with options, the compliance check, the static files, the `ref`
 * link's verification and the newbie prize. The calls only a logged-in user makes load in their
 * own chunk (calls-signed-in.ts), and the market lists' decoders with the market panels
 * (features/markets/markets.ts imports ./markets), since most pages never open one.
 */
export * from './site';
export * from './user';
export * from './compliance';
export * from './referral';
export * from './static';
