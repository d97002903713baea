import type { MessageKey } from '../../i18n/catalogs';
import type { FooterLink } from './types';

type Extra = Partial<Pick<FooterLink, 'vars' | 'menuCode' | 'ukLimited' | 'intercept'>>;

/** A page of the current site (language-prefixed when rendered). */
export const page = (id: string, label: MessageKey, path: string, extra: Extra = {}): FooterLink =>
  ({ id, label, target: { kind: 'route', path }, ...extra });

/** A legal document (PDF), opened in a new tab as written. */
export const doc = (id: string, label: MessageKey, url: string, extra: Extra = {}): FooterLink =>
  ({ id, label, target: { kind: 'doc', url }, ...extra });

/** A page of another site, opened in a new tab. */
export const external = (id: string, label: MessageKey, url: string, extra: Extra = {}): FooterLink =>
  ({ id, label, target: { kind: 'external', url }, ...extra });

export const mail = (id: string, label: MessageKey, address: string): FooterLink =>
  ({ id, label, target: { kind: 'mailto', address } });

/** The path or URL a link points at, as the unit tests and the renderer compare it. */
export function targetUrl(link: FooterLink): string {
  const t = link.target;
  switch (t.kind) {
    case 'route': return t.path;
    case 'doc':
    case 'external': return t.url;
    case 'mailto': return `mailto:${t.address}`;
  }
}
