/** @jsxImportSource @emotion/react */
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Notification } from '../../api/calls/notices';
import { $notifications, prefetchNotifications, selectNotificationTab } from './notifications';
import { fillTemplate, notificationRoute, relativeTime } from './rules';
import { NOTIFICATION_TABS } from './tabs-rules';
import { followableUrl } from '../../platform/navigation';
import { useT } from '../../root/useT';
import { useHref, useSite } from '../../root/useSite';
import { Tabs } from '../../ui/Tabs';
import * as s from './styles';

const TAB_LABELS = {
  trade: 'notifications.tab.trade', activity: 'notifications.tab.activity', system: 'notifications.tab.system',
} as const;

const TAB_STYLES = { list: s.tabs, tab: s.tab };

/** One message: its template texts as text (never HTML), its send time, a link where its type leads. */
function Message({ notice, now, format }: { notice: Notification; now: number; format: Intl.RelativeTimeFormat }) {
  const { site } = useSite();
  const href = useHref();
  const route = notificationRoute(notice, (url) => followableUrl(url, site.anti));
  const target = route === null ? null : 'path' in route ? href(route.path) : route.url;
  const { value, unit } = relativeTime(notice.sendTime, now);
  const body = (
    <>
      <span css={s.title}>{fillTemplate(notice.title, notice.templateArgs)}</span>
      {notice.content && <span css={s.text}>{fillTemplate(notice.content, notice.templateArgs)}</span>}
      <span css={s.time}>{format.format(value, unit)}</span>
    </>
  );
  return (
    <li data-type={notice.type}>
      {target ? <a css={s.item} href={target}>{body}</a> : <div css={s.item}>{body}</div>}
    </li>
  );
}

/**
 * The reminder popover (site-chrome.md §4): three tabs, each asking for its own list on change;
 * loading, empty (with the way to the notification settings) and list states; the reminder page.
 */
export default function NotificationsPanel() {
  const { t, language } = useT();
  const href = useHref();
  const state = useStore($notifications);
  // Opened without a hover first (touch): the list is asked for now.
  useEffect(() => prefetchNotifications(), []);
  const format = useMemo(() => new Intl.RelativeTimeFormat(language.locale, { numeric: 'auto' }), [language.locale]);

  // Until the first list arrives the panel is its loading status alone: its controls appear once,
  // together, instead of the list's links joining the tabs under the keyboard.
  if (!state.loaded) return <div css={s.panel}><p role="status" css={s.state}>{t('notifications.loading')}</p></div>;
  const tabs = NOTIFICATION_TABS.map((tab) => ({ key: tab.id, label: t(TAB_LABELS[tab.id]) }));

  return (
    <div css={s.panel}>
      {/* Every tab stays in the Tab order, like every control of the header's panels; the arrows
          move between the tabs and the list keeps ArrowUp and ArrowDown. */}
      <Tabs label={t('notifications.tabs')} tabs={tabs} selected={state.tab} onSelect={selectNotificationTab} dir={language.dir}
        focus="each" busy={state.status !== 'done'} styles={TAB_STYLES}>
        {() => (state.status !== 'done' ? (
          <p role="status" css={s.state}>{t('notifications.loading')}</p>
        ) : state.list.length === 0 ? (
          <div css={s.state}>
            <p>{t('notifications.empty')}</p>
            <a css={s.settingsButton} href={href('/reminder/config')}>{t('notifications.settings')}</a>
          </div>
        ) : (
          <ul css={s.list}>
            {state.list.map((notice) => <Message key={notice.msgId} notice={notice} now={state.receivedAt} format={format} />)}
          </ul>
        ))}
      </Tabs>
      <a css={s.footer} href={href('/reminder')}>{t('notifications.viewAll')}</a>
    </div>
  );
}
