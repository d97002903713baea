/**
 * Static styles for the first paint. A module declares its rules once, at import:
 *
 *   const s = classes('header', { bar: `display: flex; ${mq.small} { padding: 0 12px; }` });
 *   <header className={s.bar}>  // class "sc-header-bar"
 *
 * Rules may nest (`&:hover`, `@media`), written out flat at declaration (`flatten`). All of them live in one
 * constructed stylesheet per document that every chrome root adopts, so the text is parsed once
 * for all roots and nothing is serialised, hashed or inserted while React renders (Emotion did
 * that for every element of the first paint: about 6 kB of runtime and a good part of the render
 * time). Lazy features that still style with Emotion override these rules: the static rules sit
 * in the `sc` cascade layer, and Emotion's unlayered rules win over any layered rule.
 *
 * Constructed stylesheets are not inline styles, so a strict `style-src` CSP allows them; where
 * `adoptedStyleSheets` is missing, a `<style>` element carrying the page's nonce takes its place.
 */

import { RESET_CSS } from './reset';
import { hostCreate } from '../platform/host-document';

const rules: string[] = [];
const sheets = new Map<Document, CSSStyleSheet>();
const styleElements = new Set<HTMLStyleElement>();
let flushQueued = false;

// The reset comes first, so a class rule of equal specificity overrides it.
const text = () => `@layer sc{${RESET_CSS}${rules.join('')}}`;

function flush(): void {
  flushQueued = false;
  const all = text();
  for (const sheet of sheets.values()) sheet.replaceSync(all);
  for (const element of styleElements) element.textContent = all;
}

function add(rule: string): void {
  rules.push(rule);
  // A lazy chunk declares its rules in one go when it loads; one re-parse covers all of them.
  if (!flushQueued && (sheets.size > 0 || styleElements.size > 0)) {
    flushQueued = true;
    queueMicrotask(flush);
  }
}

/**
 * `body` under `selector`, with its nested rules written out flat:
 * `x:1;&:hover{y:2}@media q{z:3}` under `.a` gives `.a{x:1}.a:hover{y:2}@media q{.a{z:3}}`.
 * The blocks nest as CSS nesting allows, but browsers older than it (Chrome 112, Safari 16.5,
 * Firefox 117) would drop the nested rules, so they are flattened here, as Emotion's stylis
 * does for the lazy parts. It knows what the blocks use: declarations, `&…` rules (lists too)
 * and at-rules around either.
 */
export function flatten(selector: string, body: string): string {
  let own = '';
  let nested = '';
  let i = 0;
  while (i < body.length) {
    const end = body.slice(i).search(/[;{}]/);
    if (end < 0 || body[i + end] !== '{') {
      own += body.slice(i, end < 0 ? undefined : i + end + 1);
      if (end < 0) break;
      i += end + 1;
      continue;
    }
    const prelude = body.slice(i, i + end).trim();
    let depth = 1;
    let j = i + end + 1;
    for (; j < body.length && depth > 0; j++) depth += body[j] === '{' ? 1 : body[j] === '}' ? -1 : 0;
    const inner = body.slice(i + end + 1, j - 1);
    nested += prelude.startsWith('@') ? `${prelude}{${flatten(selector, inner)}}` : flatten(prelude.replace(/&/g, selector), inner);
    i = j;
  }
  return (own.trim() ? `${selector}{${own.trim()}}` : '') + nested;
}

/**
 * Declares `.sc-<scope>-<key> { … }` for each block and returns the class names by key. A scope is
 * one module's (two would share class names): sheet.test.ts checks every call of the sources.
 */
export function classes<K extends string>(scope: string, blocks: Record<K, string>): Record<K, string> {
  const names = {} as Record<K, string>;
  for (const key of Object.keys(blocks) as K[]) {
    const name = `sc-${scope}-${key}`;
    names[key] = name;
    add(flatten(`.${name}`, blocks[key]));
  }
  return names;
}

/** Rules with their own selectors (the reset, keyframes). */
export function globalStyles(css: string): void {
  add(css);
}

/** Joins class names, skipping the false ones: `cx(s.item, open && s.open)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The document's window where it supports constructed sheets, else null. An element named
 * `defaultView` on the page (issue 20) has no `Document`: such a page gets `<style>` elements.
 */
function adoptingView(doc: Document): (Window & typeof globalThis) | null {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  return view && typeof view.Document === 'function' && typeof view.CSSStyleSheet === 'function'
    && 'adoptedStyleSheets' in view.Document.prototype && 'replaceSync' in view.CSSStyleSheet.prototype ? view : null;
}

/** Gives `root` the static styles; the returned function takes them away again. */
export function adoptStyles(root: ShadowRoot, nonce: string | undefined): () => void {
  const doc = root.ownerDocument;
  const view = adoptingView(doc);
  if (view) {
    let sheet = sheets.get(doc);
    if (!sheet) {
      // Constructed in the host's own document: a sheet can only be adopted there.
      sheet = new view.CSSStyleSheet();
      sheet.replaceSync(text());
      sheets.set(doc, sheet);
    }
    const adopted = sheet;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== adopted);
    };
  }
  const element = hostCreate('style', doc);
  // The attribute, not only the property: older engines (the ones that use this fallback) check it.
  if (nonce) element.setAttribute('nonce', nonce);
  element.textContent = text();
  root.prepend(element);
  styleElements.add(element);
  return () => {
    styleElements.delete(element);
    element.remove();
  };
}

/** The whole static style text, for tests. */
export function staticCss(): string {
  return text();
}
