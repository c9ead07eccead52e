/** Spec 1 §9 and spec 3 §9 constants of requests, chat and notifications. */
export const START_MESSAGE_PREVIEW_LENGTH = 97;
/** A start message this long or longer is collapsed. */
export const START_MESSAGE_COLLAPSE_AT = 100;
export const UNREAD_BADGE_CAP = 99;
export const NOTIFICATION_REFRESH_MS = 900_000;
export const CHAT_NOTIFICATION_DEBOUNCE_MS = 30_000;
export const REP_CHAT_LIST_SIZE = 15;
export const MAX_CHAT_IMAGE_BYTES = 1024 * 1024;
export const MAX_CHAT_TEXT_LENGTH = 2000;
export const MAX_START_MESSAGE_LENGTH = 2000;
