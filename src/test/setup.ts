/**
 * happy-dom throws a plain DOMException when `attachShadow` is called on an element that already
 * has a shadow root; the DOM spec (and Chromium) throw `NotSupportedError`, which react-shadow
 * expects and catches when its layout effect runs again. Make happy-dom follow the spec.
 */
if (typeof Element !== 'undefined') {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attachShadow(this: Element, init: ShadowRootInit) {
    if (this.shadowRoot) throw new DOMException('Shadow root already attached', 'NotSupportedError');
    return attach.call(this, init);
  };
}
