/**
 * Replaces the browser's `document.cookie` for a test. On Document.prototype, where the browser
 * defines it and where src/platform/host-document.ts reads it (an own property of the document is
 * what an `<img name="cookie">` makes, which the SDK must not read). Returns the restore.
 */
export function fakeDocumentCookie(accessors: { get: () => string; set?: (line: string) => void }): () => void {
  const proto = Document.prototype;
  const before = Object.getOwnPropertyDescriptor(proto, 'cookie');
  Object.defineProperty(proto, 'cookie', { configurable: true, get: accessors.get, set: accessors.set ?? (() => undefined) });
  return () => {
    if (before) Object.defineProperty(proto, 'cookie', before);
    else delete (proto as unknown as Record<string, unknown>)['cookie'];
  };
}
