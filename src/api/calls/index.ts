/**
 * Every call, as one lazily loaded chunk (see `src/api/lazy.ts`), but the market lists: their
 * decoders load with the market panels (stores/markets.ts imports ./markets), since most pages
 * never open one.
 */
export * from './site';
export * from './user';
export * from './compliance';
export * from './notices';
export * from './fundpass';
export * from './referral';
export * from './static';
