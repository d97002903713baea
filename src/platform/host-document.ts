/**
 * The one way the SDK reads the host document (issue 20). An `<img>`, `<form>`, `<embed>`,
 * `<object>` or `<iframe>` with `name="cookie"` (or `currentScript`, `body`, `querySelector`…) is a
 * named property of the document that shadows the browser's own member, and typical sanitizers let
 * such markup through. So every member is taken from `Document.prototype` (and the prototypes
 * above it: `Node`, `EventTarget`), which no element of the page can touch, and applied to the
 * document. Lint (build/eslint-plugin.js, `host-document`) forbids `document.<member>` elsewhere.
 */

/** The browser's own descriptor of `name`, from Document.prototype up. */
function own(name: string): PropertyDescriptor | undefined {
  for (let p: object | null = Document.prototype; p; p = Object.getPrototypeOf(p) as object | null) {
    const d = Object.getOwnPropertyDescriptor(p, name);
    if (d) return d;
  }
  return undefined;
}

/** `doc[name]` as the browser defines it (a getter's value, or the method itself, unbound). */
export function hostGet<K extends keyof Document>(name: K, doc: Document = document): Document[K] {
  const d = own(name);
  return (d?.get ? d.get.call(doc) : d?.value) as Document[K];
}

/** Writes `document.cookie` (one `name=value; attributes` line) through the browser's own setter. */
export function setHostCookie(line: string): void {
  own('cookie')?.set?.call(document, line);
}

export function hostQuery<E extends Element = HTMLElement>(selector: string, doc: Document = document): E | null {
  return hostGet('querySelector').call(doc, selector) as E | null;
}

export function hostCreate<K extends keyof HTMLElementTagNameMap>(tag: K, doc: Document = document): HTMLElementTagNameMap[K] {
  return hostGet('createElement').call(doc, tag) as HTMLElementTagNameMap[K];
}

export function onHostDocument(type: string, listener: () => void, options?: AddEventListenerOptions): void {
  hostGet('addEventListener').call(document, type, listener, options);
}
