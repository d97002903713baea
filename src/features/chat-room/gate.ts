import { defineFeature } from '../../platform/feature-gate';

/**
 * The chat room's page-load rules (chat-room-actions.ts), for a page whose options name its
 * micro-app (mount/code-urls.ts runs this gate then): whether it opens at load, follows the width.
 */
export const CHAT_ROOM = defineFeature({
  name: 'the chat room',
  watch: [],
  decide: 'once',
  when: () => 'yes',
  load: () => import('./chat-room-actions'),
  start: (m) => m.watchChatRoom(),
});
