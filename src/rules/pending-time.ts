/**
 * A source of rule dialogs or bars (the compliance screens, the notices) that has not decided after
 * this long (a hung call, a chunk that never loads) holds nothing any more: the page must not stay
 * without its notices and bars. Long enough for a lazy chunk and a call on a slow phone; counted
 * again at each step a source reports. Its own file: the page bars' shell reads it without the
 * dialog order.
 */
export const PENDING_MS = 8000;
