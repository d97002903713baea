/**
 * The text of server markup where the sanitizer cannot run (no DOMPurify support, or its chunk
 * failed): the tags go, the words stay, so a visitor never reads `<b>` (the announcement bar and
 * the compliance texts). React escapes what is left; this is for reading, not for safety.
 */
export const textOfMarkup = (html: string): string => html.replace(/<[^>]*>/g, '');
