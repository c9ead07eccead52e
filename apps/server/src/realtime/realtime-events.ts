import type { ChatMessage, Notification } from '@pb/core';
import type { PubSub } from './pubsub';

/**
 * Events on the LISTEN/NOTIFY channel. Each names who may receive it, so every instance decides
 * locally which of its sockets get it. NOTIFY payloads are limited to 8000 bytes: a message
 * that does not fit travels as a reference and receivers read it from the database.
 */
export type BusEvent =
  /** `userIds`: the rep and members, whose chat lists (unread badges) change. */
  | { t: 'message'; message: ChatMessage; userIds: string[] }
  | { t: 'message-ref'; requestId: string; id: number; userIds: string[] }
  | {
      t: 'request';
      requestId: string;
      customerId: string;
      /** The rep and the members: they see it besides the proposal team. */
      userIds: string[];
    }
  | { t: 'notification'; notification: Notification }
  /** Sent by the table-change trigger (migration 0012), not by the app. */
  | { t: 'table'; table: string };

const MAX_PAYLOAD_BYTES = 7900;

export async function publishEvent(pubsub: PubSub, event: BusEvent): Promise<void> {
  let payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && event.t === 'message') {
    payload = JSON.stringify({
      t: 'message-ref',
      requestId: event.message.requestId,
      id: event.message.id,
      userIds: event.userIds,
    } satisfies BusEvent);
  }
  await pubsub.publish(payload);
}
