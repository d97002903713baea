/** Every call, as one lazily loaded chunk (see `src/api/lazy.ts`). */
export * from './site';
export * from './user';
export * from './compliance';
export * from './markets';
export * from './notices';
export * from './fundpass';
export * from './referral';
export * from './static';
