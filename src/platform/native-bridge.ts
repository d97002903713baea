import { report } from './report';

/**
 * The calls the SDK makes to the exchange's app (compliance §7: open a page, log in, share). The
 * shapes are ours (the spec does not show the app's): README, "Inside the mobile app".
 */
export type NativeCall =
  | { method: 'openPage'; page: 'trade' | 'futures' | 'information' | 'kyc'; params: Record<string, string> }
  | { method: 'login'; mode: 'login' | 'signup'; params?: Record<string, string> }
  | { method: 'share'; url: string; title: string; image?: string };

interface MessageTarget {
  postMessage(message: unknown): void;
}

/**
 * Neither an element nor a window: a page's `<form name="webkit">` or `<iframe name="webkit">`
 * is a named property of the window, and a frame's window has a `postMessage` of its own.
 */
const plainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || value instanceof Element) return false;
  try {
    return (value as { window?: unknown }).window !== value;
  } catch {
    return false;
  }
};

const callable = (value: unknown): value is MessageTarget =>
  plainObject(value) && typeof value['postMessage'] === 'function';

/**
 * Where the app listens: iOS's script message handler `webkit.messageHandlers.gateAppBridge`
 * (takes the call as an object), else Android's JavaScript interface `window.gateAppBridge`
 * (takes it as JSON text). Only an own property of the window counts for Android: an element
 * named `gateAppBridge` (an `<iframe name>`, whose window has a `postMessage` of its own) is a
 * named property, never the app's bridge (issue 20).
 */
function bridge(): ((call: NativeCall) => void) | null {
  const webkit: unknown = (window as { webkit?: unknown }).webkit;
  const handlers = plainObject(webkit) ? webkit['messageHandlers'] : undefined;
  const ios: unknown = plainObject(handlers) ? handlers['gateAppBridge'] : undefined;
  if (callable(ios)) return (call) => ios.postMessage(call);
  const android: unknown = Object.getOwnPropertyDescriptor(window, 'gateAppBridge')?.value;
  if (callable(android)) return (call) => android.postMessage(JSON.stringify(call));
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
