import { stripLanguagePrefix } from '../../config/languages';

/**
 * Where and when the chat room shows (site-chrome.md §4, §9): never under 768 px, on live video
 * pages or on login pages; its remembered open flag and a `/groupchat/{target}` short link open
 * it when the page loads.
 */
export const CHAT_ROOM_MIN_WIDTH = 768;

/**
 * Live video pages (`/live/video/{stream_id}`, the target of a `live` notification, §2), `/login…`
 * and `/signup…`. Not the live list `/live` itself (a Community page like `/post`, not a video
 * page: §4 keeps the room off video pages only) nor `/live-news`.
 */
const NO_CHAT_PATHS = /^\/(live\/video|login|signup)(\/|$)/i;

/** `/groupchat/{target}`: the target of a customer-service short link. */
const GROUP_CHAT = /^\/groupchat\/([\w-]{1,64})\/?$/i;

/** Whether the chat room may show on a page of `pathname` (language prefix allowed) at `width` px. */
export function chatRoomAllowed(width: number, pathname: string): boolean {
  return width >= CHAT_ROOM_MIN_WIDTH && !NO_CHAT_PATHS.test(stripLanguagePrefix(pathname));
}

/** The target of a group short link (`/groupchat/service` → `service`), else null. */
export function groupChatTarget(pathname: string): string | null {
  return GROUP_CHAT.exec(stripLanguagePrefix(pathname))?.[1] ?? null;
}

/**
 * Whether the chat room opens as the page loads, and for which target: a group short link opens it
 * directly, else the flag remembered from an earlier page; never where it is not allowed.
 */
export function chatRoomAtLoad(input: { width: number; pathname: string; remembered: boolean }): { target: string | null } | null {
  if (!chatRoomAllowed(input.width, input.pathname)) return null;
  const target = groupChatTarget(input.pathname);
  return target || input.remembered ? { target } : null;
}
