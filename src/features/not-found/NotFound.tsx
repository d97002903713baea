/** @jsxImportSource @emotion/react */
import { useId, useMemo } from 'react';
import { useT } from '../../root/useT';
import { useHref } from '../../root/useSite';
import { stripLanguagePrefix } from '../../config/languages';
import { useVisibilityInput } from '../../root/useVisibilityInput';
import { primaryButton } from '../../ui/buttons';
import { ChevronEnd } from '../../ui/line-icons';
import { LazyVideo } from '../../ui/LazyVideo';
import { DEFAULT_STORIES, HELPFUL_LINKS, shownEntries } from './links';
import type { NotFoundProps, Story } from './props';
import * as s from './styles';

/** A story as drawn: the page's, or a default one translated and localized. */
interface StoryRow extends Story {
  key: string;
  desc: string | null;
}

/** Two digits, in the page's numerals: "01". */
const rankOf = (index: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(index + 1);

function StoryItem({ story, index, locale }: { story: StoryRow; index: number; locale: string }) {
  // A video has its own controls, so it sits beside the link, never inside it.
  const picture = story.video
    ? <div css={s.media}><LazyVideo src={story.video} poster={story.image ?? undefined} label={story.title} /></div>
    : story.image
      ? <div css={s.media}><img src={story.image} alt="" loading="lazy" decoding="async" /></div>
      : <span css={s.rank} aria-hidden="true">{rankOf(index, locale)}</span>;
  return (
    <li css={s.story}>
      {picture}
      <a href={story.href} css={s.storyLink}>
        <span css={s.storyTitle}>{story.title}</span>
        {story.desc && <span css={s.storyDesc}>{story.desc}</span>}
      </a>
    </li>
  );
}

/**
 * The 404 page (compliance §2): the title, the way back to the language's home, the Helpful links
 * and the Trending stories, each link language-prefixed and shown only where the site and the
 * visitor's limits allow its page. Desktop lays the lists side by side, a phone one under the other.
 */
export function NotFound({ stories }: NotFoundProps) {
  const { t, language } = useT();
  const href = useHref();
  const input = useVisibilityInput();
  const ids = useId();
  const links = useMemo(() => shownEntries(HELPFUL_LINKS, input), [input]);
  const rows = useMemo<StoryRow[]>(() => stories
    ? stories.map((story, i) => ({ ...story, href: story.path ? href(stripLanguagePrefix(story.path)) : story.href, key: String(i), desc: null }))
    : shownEntries(DEFAULT_STORIES, input).map((entry) => ({
      key: entry.id, title: t(entry.label), desc: entry.desc ? t(entry.desc) : null,
      href: href(entry.route ?? '/'), path: null, image: null, video: null,
    })), [stories, input, t, href]);

  return (
    <div css={s.page}>
      <div css={s.hero}>
        <span css={s.numerals} aria-hidden="true">404</span>
        <div css={s.intro}>
          <h1 css={s.title}>{t('notfound.title')}</h1>
          <p css={s.text}>{t('notfound.text')}</p>
          <a href={href('/')} css={primaryButton}>{t('notfound.home')}</a>
        </div>
      </div>
      <div css={s.lists}>
        {links.length > 0 && (
          <nav aria-labelledby={`${ids}-links`}>
            <h2 id={`${ids}-links`} css={s.heading}>{t('notfound.helpful')}</h2>
            <ul css={s.links}>
              {links.map((entry) => (
                <li key={entry.id}>
                  <a href={href(entry.route ?? '/')} css={s.link}>{t(entry.label)}<ChevronEnd /></a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {rows.length > 0 && (
          <section aria-labelledby={`${ids}-stories`}>
            <h2 id={`${ids}-stories`} css={s.heading}>{t('notfound.trending')}</h2>
            <ol css={s.stories}>
              {rows.map((story, i) => <StoryItem key={story.key} story={story} index={i} locale={language.locale} />)}
            </ol>
          </section>
        )}
      </div>
    </div>
  );
}
