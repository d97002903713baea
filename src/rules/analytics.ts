/**
 * Which click of the chrome is tracked, and as what (issue 24; site-chrome.md §7, compliance §5):
 * the `sitechrome:analytics` event of a click is read from the clicked element and the elements
 * around it, so one attribute on a list (the footer's column, the header's nav) tracks every link
 * in it.
 * - `data-track`: the event name, on the clicked control or a container up to TRACK_LEVELS above it;
 * - `data-track-target`: what was clicked, where its link (href) does not say it (a button's name);
 * - `data-site-chrome-root`: the chrome's shadow hosts; a click outside them is the host page's.
 */

/** compliance-and-dialogs.md §5: click-event lookups go up to 5 parent levels. */
export const TRACK_LEVELS = 5;

/** An element of an event's composed path (DOM `Element`, or what a test passes). */
export interface PathElement {
  getAttribute(name: string): string | null;
}

export interface TrackedClick {
  /** The tracking attribute's value. */
  name: string;
  /** The chrome root the click happened in: header, footer, overlay (bars, dialogs, popups) or widget. */
  area: string;
  /** The control's `data-track-target`, else the href of the link clicked, else empty. */
  target: string;
}

const isElement = (node: unknown): node is PathElement => typeof (node as PathElement | null)?.getAttribute === 'function';

/**
 * Where the chrome's root is in an event's composed path, or -1: an element with
 * `data-site-chrome-root` right after its own shadow root (the path goes from the shadow tree to
 * its host). A host page's element that merely carries the attribute (sanitizers keep `data-*`)
 * has no shadow root of ours before it, so its clicks are never the chrome's.
 */
export function chromeRootAt(path: readonly unknown[]): number {
  return path.findIndex((node, i) => i > 0 && isElement(node) && node.getAttribute('data-site-chrome-root') !== null
    && (path[i - 1] as { host?: unknown } | null)?.host === node);
}

/**
 * The tracked click an event's composed path describes (the clicked node first, then its
 * ancestors through the shadow roots, up to the window), or null: a click outside the chrome,
 * or with no tracking attribute on the clicked element or its 5 parents. The nearest attribute
 * wins, so a click is one event. The target is looked for from the clicked element up to the
 * tracked one: a link's icon or label clicked still names the link.
 */
export function trackedClick(path: readonly unknown[]): TrackedClick | null {
  const at0 = chromeRootAt(path);
  if (at0 < 0) return null;
  const elements = path.filter(isElement);
  const attribute = (at: number, name: string) => elements[at]?.getAttribute(name) || '';
  const root = elements.indexOf(path[at0] as PathElement);
  // The root's host and the host page above it are not the chrome's: a host page's own
  // `data-track` never makes a chrome event.
  let at = 0;
  while (at < root && at <= TRACK_LEVELS && !attribute(at, 'data-track')) at += 1;
  if (at >= root || at > TRACK_LEVELS) return null;
  let target = '';
  for (let i = at; i >= 0; i -= 1) target = attribute(i, 'data-track-target') || target;
  let href = '';
  for (let i = at; i >= 0; i -= 1) href = attribute(i, 'href') || href;
  return { name: attribute(at, 'data-track'), area: attribute(root, 'data-site-chrome-root'), target: target || href };
}
