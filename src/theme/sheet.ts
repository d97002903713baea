/**
 * Static styles for the first paint. A module declares its rules once, at import:
 *
 *   const s = classes('header', { bar: `display: flex; ${mq.small} { padding: 0 12px; }` });
 *   <header className={s.bar}>  // class "sc-header-bar"
 *
 * Rules may nest (`&:hover`, `@media`), as CSS nesting allows. All of them live in one
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

const rules: string[] = [];
const scopes = new Set<string>();
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

/** Declares `.sc-<scope>-<key> { … }` for each block and returns the class names by key. */
export function classes<K extends string>(scope: string, blocks: Record<K, string>): Record<K, string> {
  if (scopes.has(scope)) throw new Error(`[SiteChrome] style scope "${scope}" is declared twice`);
  scopes.add(scope);
  const names = {} as Record<K, string>;
  for (const key of Object.keys(blocks) as K[]) {
    const name = `sc-${scope}-${key}`;
    names[key] = name;
    add(`.${name}{${blocks[key]}}`);
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

function supportsAdopted(doc: Document): boolean {
  const view = doc.defaultView;
  return Boolean(view && 'adoptedStyleSheets' in view.Document.prototype && 'replaceSync' in view.CSSStyleSheet.prototype);
}

/** Gives `root` the static styles; the returned function takes them away again. */
export function adoptStyles(root: ShadowRoot, nonce: string | undefined): () => void {
  const doc = root.ownerDocument;
  if (supportsAdopted(doc)) {
    let sheet = sheets.get(doc);
    if (!sheet) {
      // Constructed in the host's own document: a sheet can only be adopted there.
      sheet = new (doc.defaultView as Window & typeof globalThis).CSSStyleSheet();
      sheet.replaceSync(text());
      sheets.set(doc, sheet);
    }
    const adopted = sheet;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== adopted);
    };
  }
  const element = doc.createElement('style');
  if (nonce) element.nonce = nonce;
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
