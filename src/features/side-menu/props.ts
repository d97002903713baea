import type { PropFail } from '../../root/widget';
import { eachOf, fieldsOf, ownField, textOf, type Fields } from '../../root/widget-props';
import { followableUrl } from '../../platform/navigation';
import { $pageSetup } from '../../stores/page-setup';
import { SITES } from '../../config/sites';
import type { MenuEntry, MenuLink } from './rules';

/** A link inside a group. */
export interface SideMenuLink {
  /** Its text, and its accessible name. */
  label: string;
  /** An image URL (on the page's origin or one of the site's own domains), shown before the label. Default: none. */
  icon?: string;
  /** Where it goes: a URL on the page's origin or one of the site's own domains (a path such as `/myaccount/spot` is the usual). */
  href: string;
}

/**
 * An entry of the menu: a link (`href`), or a group of links (`children`), never both. Groups are
 * one level deep: a group's links have no `children` of their own.
 */
export interface SideMenuItem {
  /** Its text. Collapsed, only the icon shows, and the label is its accessible name and tooltip. */
  label: string;
  /**
   * An image URL (on the page's origin or one of the site's own domains, as `href`), 20 px, before
   * the label. Default: none; the collapsed menu then shows the label's first letter.
   */
  icon?: string;
  /** Where the entry goes, for a link; see `SideMenuLink.href`. */
  href?: string;
  /** The links of a group (at least one), shown under it while it is open. */
  children?: readonly SideMenuLink[];
}

/** What an integrator passes to `mountWidget('side-menu', element, props)` and to `update()`. */
export interface Props {
  /**
   * The entries, in order (at least one). The link whose path is the longest prefix of the page's
   * path (without the language prefix, by whole segments) is marked as the current page, and its
   * group starts open. `/` is current only on the home page itself.
   */
  items: readonly SideMenuItem[];
  /** The navigation's accessible name. Default: "Section menu", in the page's language. */
  label?: string;
  /**
   * Start collapsed (icons only) on screens 1440 px wide and wider. Default: `false`. Narrower
   * screens always start collapsed (993–1439 px) or as a dropdown bar (992 px and below); the
   * visitor's collapse button overrides it until the window crosses 1439 px again.
   */
  collapsed?: boolean;
}

/** The props as the view receives them. */
export interface SideMenuProps {
  items: readonly MenuEntry[];
  /** Null: the translated default. */
  label: string | null;
  collapsed: boolean;
}

export const PROP_KEYS = ['items', 'label', 'collapsed'] as const;

const ITEMS_EXPECTED = 'a non-empty array of { label, icon?, href?, children? }';
const URL_EXPECTED = 'on the page\'s origin or one of the site\'s own domains (http or https; a path such as "/wallet")';

/** One decoder pass: `fail` with the field's path under `props.` */
class Decoder {
  private readonly anti: readonly string[];
  constructor(private readonly fail: PropFail) {
    this.anti = ($pageSetup.get()?.site ?? SITES.main).anti;
  }

  /** An object with only the fields of `keys`. */
  fields(path: string, value: unknown, keys: readonly string[], shape: string): Fields {
    return fieldsOf(this.fail, path, value, keys, shape);
  }

  label(path: string, value: unknown): string {
    return textOf(this.fail, path, value);
  }

  /** A URL through the URL guard, absolute; `what` says what kind. */
  url(path: string, value: unknown, what: string): string {
    const url = followableUrl(value, this.anti);
    return url ?? this.fail(path, value, `${what} ${URL_EXPECTED}`);
  }

  icon(path: string, value: unknown): string | null {
    return value === undefined ? null : this.url(path, value, 'an image URL');
  }

  link(path: string, value: unknown): MenuLink {
    const o = this.fields(path, value, ['label', 'icon', 'href'], '{ label, icon?, href } (groups are one level deep: no children here)');
    return { kind: 'link', label: this.label(`${path}.label`, ownField(o, 'label')), icon: this.icon(`${path}.icon`, ownField(o, 'icon')), href: this.url(`${path}.href`, ownField(o, 'href'), 'a URL') };
  }

  entry(path: string, value: unknown): MenuEntry {
    const o = this.fields(path, value, ['label', 'icon', 'href', 'children'], '{ label, icon?, href?, children? }');
    const label = this.label(`${path}.label`, ownField(o, 'label'));
    const icon = this.icon(`${path}.icon`, ownField(o, 'icon'));
    const href = ownField(o, 'href');
    const children = ownField(o, 'children');
    if (children === undefined) {
      if (href === undefined) return this.fail(path, value, 'an href (a link) or children (a group)');
      return { kind: 'link', label, icon, href: this.url(`${path}.href`, href, 'a URL') };
    }
    if (href !== undefined) return this.fail(`${path}.href`, href, 'none on a group (an entry with children): put the link among its children');
    if (!Array.isArray(children) || children.length === 0) return this.fail(`${path}.children`, children, 'a non-empty array of { label, icon?, href }');
    return { kind: 'group', label, icon, children: eachOf(children as unknown[], (child, j) => this.link(`${path}.children[${j}]`, child)) };
  }
}

/** Validates and defaults the widget's props; `fail` throws INVALID_OPTION naming `props.<prop>` (`props.items[2].href`). */
export function decodeProps(raw: Readonly<Record<string, unknown>>, fail: PropFail): SideMenuProps {
  const decoder = new Decoder(fail);
  const items = raw.items;
  if (!Array.isArray(items) || items.length === 0) fail('items', items, ITEMS_EXPECTED);
  const entries = eachOf(items as unknown[], (item, i) => decoder.entry(`items[${i}]`, item));
  const label = raw.label === undefined ? null : decoder.label('label', raw.label);
  const collapsed = raw.collapsed === undefined ? false : raw.collapsed;
  if (typeof collapsed !== 'boolean') fail('collapsed', collapsed, 'true or false');
  return { items: entries, label, collapsed: collapsed as boolean };
}
