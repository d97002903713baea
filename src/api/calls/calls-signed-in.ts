/**
 * The calls only a logged-in user makes, as a lazily loaded chunk of their own (see
 * `src/api/lazy.ts`): a visitor's page never downloads their decoders (the idle budget,
 * tests/e2e/idle-load.spec.ts). Each is asked only once the login state is `in`: the user stores
 * (stores/user-store.ts), the bell, the personal centre's logout, the fund-password dialogs (a
 * visitor gets LOGIN_REQUIRED first) and the KYC tip bar.
 */
export * from './account';
export * from './notices';
export * from './fundpass';
export * from './referral-info';
export * from './footer-tip';
