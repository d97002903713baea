import type { SiteChromeError } from './errors';

/**
 * site-chrome.md §8: the share of errors sent to the error reporter (the CDN check's failures and
 * the SDK's own errors), drawn before the reporter's chunk is loaded.
 */
export const ERROR_SAMPLE_RATE = 0.1;

/**
 * One in ten of the SDK's reported errors goes on to the error reporter (lazy), which drops what
 * compliance §8 says it ignores. A reporter that cannot load (the network is what failed) is
 * given up silently: the error has reached the console and `onError` already.
 */
export function sampleError(value: SiteChromeError, random: () => number = Math.random): void {
  if (random() < ERROR_SAMPLE_RATE) import('./error-reporter').then((m) => m.sendSdkError(value), () => undefined);
}
