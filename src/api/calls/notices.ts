import * as v from 'valibot';
import { decode, lenient, listEach, optFlag, optNum, optText, text, unwrap } from '../decode';
import { defineCall } from '../define';

export interface Notification {
  msgId: string;
  title: string;
  content: string;
  sendTime: number;
  type: string;
  templateId: string;
  templateArgs: unknown;
  extras: {
    url: string; webUrl: string; noticeContent: string; startupId: string; market: string;
    streamId: string; contract: string; settleAsset: string;
  };
  isAllowHref: boolean;
}

// A message keeps item-level decoding: one of the wrong shape is dropped (a message with an
// empty title or a time of 1970 would be worse than none); the list around it is per field.
const noticeSchema = v.object({
  msg_id: text,
  title: optText,
  content: optText,
  send_timest: optNum(0),
  type: optText,
  template_id: optText,
  template_args: v.optional(v.unknown()),
  extras: v.optional(v.nullable(v.looseObject({
    url: optText, web_url: optText, notice_content: optText, startup_id: optText, market: optText,
    stream_id: optText, contract: optText, settle_asset: optText,
  })), null),
  isAllowHref: v.optional(v.nullable(v.union([optFlag, v.boolean()])), true),
});

const noticeList = v.object(lenient({ list: listEach(noticeSchema) }));

/** The tab's list; `[]` when the answer has no list. A malformed message is dropped, not the list. */
export function decodeNotices(raw: unknown): Notification[] {
  return decode(noticeList, unwrap(raw)).list.map((n) => ({
    msgId: n.msg_id, title: n.title ?? '', content: n.content ?? '', sendTime: n.send_timest ?? 0, type: n.type ?? '',
    templateId: n.template_id ?? '', templateArgs: n.template_args ?? null,
    extras: {
      url: n.extras?.url ?? '', webUrl: n.extras?.web_url ?? '', noticeContent: n.extras?.notice_content ?? '',
      startupId: n.extras?.startup_id ?? '', market: n.extras?.market ?? '', streamId: n.extras?.stream_id ?? '',
      contract: n.extras?.contract ?? '', settleAsset: n.extras?.settle_asset || 'USDT',
    },
    isAllowHref: n.isAllowHref !== false,
  }));
}

/** One tab of the reminder popover; refetched on every tab change (site-chrome.md §4), so `fresh`. */
export const getNotices = defineCall({
  path: (_ctx, types: string) => ({ path: '/apiw/v2/herald/get_notice_record', query: { type: types, page: 1, size: 10 }, fresh: true }),
  decode: decodeNotices,
  fallback: [] as Notification[],
});
