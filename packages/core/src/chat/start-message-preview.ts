import { START_MESSAGE_COLLAPSE_AT, START_MESSAGE_PREVIEW_LENGTH } from './chat-constants';

/**
 * The collapsed start message (spec 1 §2, §9; spec 3 §2): the first 97 characters plus '...'
 * when the message is 100 characters or longer, otherwise the whole message.
 */
export function startMessagePreview(message: string): { text: string; isCollapsed: boolean } {
  const chars = Array.from(message);
  if (chars.length < START_MESSAGE_COLLAPSE_AT) return { text: message, isCollapsed: false };
  return { text: `${chars.slice(0, START_MESSAGE_PREVIEW_LENGTH).join('')}...`, isCollapsed: true };
}
