import { report } from './report';

/**
 * The calls the SDK makes to the exchange's app (compliance §7: open a page, log in, share). The
 * shapes are ours (the spec does not show the app's): README, "Inside the mobile app".
 */
export type NativeCall =
  | { method: 'openPage'; page: 'trade' | 'futures' | 'information' | 'kyc'; params: Record<string, string> }
  | { method: 'login'; mode: 'login' | 'signup' }
  | { method: 'share'; url: string; title: string; image?: string };

interface MessageTarget {
  postMessage(message: unknown): void;
}

const callable = (value: unknown): value is MessageTarget =>
  typeof value === 'object' && value !== null && typeof (value as MessageTarget).postMessage === 'function';

/**
 * Where the app listens: iOS's script message handler `webkit.messageHandlers.gateAppBridge`
 * (takes the call as an object), else Android's JavaScript interface `window.gateAppBridge`
 * (takes it as JSON text). Only an own property of the window counts for Android: an element
 * named `gateAppBridge` (an `<iframe name>`, whose window has a `postMessage` of its own) is a
 * named property, never the app's bridge (issue 20).
 */
function bridge(): ((call: NativeCall) => void) | null {
  const webkit = (window as { webkit?: unknown }).webkit;
  const handlers = !webkit || webkit instanceof Element ? undefined : (webkit as { messageHandlers?: Record<string, unknown> }).messageHandlers;
  const ios: unknown = handlers?.['gateAppBridge'];
  if (callable(ios) && !(ios instanceof Element)) return (call) => ios.postMessage(call);
  const android: unknown = Object.getOwnPropertyDescriptor(window, 'gateAppBridge')?.value;
  if (callable(android) && !(android instanceof Element)) return (call) => android.postMessage(JSON.stringify(call));
  return null;
}

/** Whether the app is there to take calls. */
export const hasNativeBridge = (): boolean => bridge() !== null;

/**
 * Hands `call` to the app. False when there is no bridge, or the app's side threw (compliance §8:
 * an open-app failure is a warning, through the one error path), so the caller keeps the web way.
 */
export function callNative(call: NativeCall): boolean {
  const send = bridge();
  if (!send) return false;
  try {
    send(call);
    return true;
  } catch (error) {
    report(error, { area: 'native-app', what: `the app did not take "${call.method}"` });
    return false;
  }
}
