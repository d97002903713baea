// Every unit test file (vitest.config.ts setupFiles): React's act() warns unless the environment
// says it is a test one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// happy-dom's navigator.sendBeacon sends a real request, and its failure (no server behind a unit
// test) is an unhandled rejection; a browser's sendBeacon never rejects. The error reporter's
// sampling may send one from any test that reports an error: tests that look at beacons stub
// navigator themselves.
if (typeof navigator !== 'undefined' && 'sendBeacon' in navigator) {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: () => true });
}
