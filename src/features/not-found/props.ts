import type { PropFail } from '../../root/widget';
import { eachOf, fieldsOf, ownField, textOf } from '../../root/widget-props';
import { followableUrl } from '../../platform/navigation';
import { $pageSetup } from '../../stores/page-setup';
import { SITES } from '../../config/sites';

/** A story of the Trending list, as the page passes it. */
export interface NotFoundStory {
  /** Its headline, and the link's accessible name. */
  title: string;
  /**
   * Where it goes: a URL on the page's origin or one of the site's own domains. A path such as
   * `/learn/articles/…` (the usual) gets the page's language prefix, as the chrome's own links do.
   */
  href: string;
  /** A thumbnail URL (same rule as `href`), 16:9. Default: none, the story's rank number instead. */
  image?: string;
  /**
   * A short video URL (same rule as `href`) played inline in place of the thumbnail, with `image`
   * as its poster. It downloads nothing until the visitor has been idle for 1 s or it scrolls into view.
   */
  video?: string;
}

/** What an integrator passes to `mountWidget('not-found', element, props)` and to `update()`. */
export interface Props {
  /**
   * The Trending stories, in order (1 to 6). Default: the bitcoin halving countdown, a copy-trading
   * article and an ORDI article, translated, each hidden where the site or the visitor's limits hide its page.
   */
  stories?: readonly NotFoundStory[];
}

/** A story as the view receives it: every URL through the URL guard, absolute. */
export interface Story {
  title: string;
  href: string;
  /** The path the page gave (`/learn/x`), language-prefixed when rendered; null for a full URL. */
  path: string | null;
  image: string | null;
  video: string | null;
}

/** The props as the view receives them; `stories` null: the default list. */
export interface NotFoundProps {
  stories: readonly Story[] | null;
}

export const PROP_KEYS = ['stories'] as const;

export const MAX_STORIES = 6;

const URL_EXPECTED = 'on the page\'s origin or one of the site\'s own domains (http or https; a path such as "/learn")';

/** Validates and defaults the widget's props; `fail` throws INVALID_OPTION naming `props.<prop>` (`props.stories[1].href`). */
export function decodeProps(raw: Readonly<Record<string, unknown>>, fail: PropFail): NotFoundProps {
  const value = raw.stories;
  if (value === undefined) return { stories: null };
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_STORIES) {
    return fail('stories', value, `an array of 1 to ${MAX_STORIES} { title, href, image?, video? }`);
  }
  const anti = ($pageSetup.get()?.site ?? SITES.main).anti;
  const url = (path: string, field: unknown, what: string): string => followableUrl(field, anti) ?? fail(path, field, `${what} ${URL_EXPECTED}`);
  const optionalUrl = (path: string, field: unknown, what: string) => (field === undefined ? null : url(path, field, what));
  const stories = eachOf(value as unknown[], (item, i) => {
    const path = `stories[${i}]`;
    const o = fieldsOf(fail, path, item, ['title', 'href', 'image', 'video'], '{ title, href, image?, video? }');
    const href = ownField(o, 'href');
    return {
      title: textOf(fail, `${path}.title`, ownField(o, 'title')),
      href: url(`${path}.href`, href, 'a URL'),
      // Passed the guard above, so a string; `//host` and `/\host` never got this far.
      path: typeof href === 'string' && /^\/(?![/\\])/.test(href.trim()) ? href.trim() : null,
      image: optionalUrl(`${path}.image`, ownField(o, 'image'), 'an image URL'),
      video: optionalUrl(`${path}.video`, ownField(o, 'video'), 'a video URL'),
    };
  });
  return { stories };
}
