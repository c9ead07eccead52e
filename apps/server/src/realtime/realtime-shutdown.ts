import type { FastifyInstance } from 'fastify';

/** WebSocket close code 1012, "service restart": the web client reconnects (with backoff). */
export const RESTART_CLOSE_CODE = 1012;

/**
 * @fastify/websocket's preClose for a shutting-down instance: every socket closes with 1012 so
 * browsers reconnect, through the proxy, to another instance (decision 0049); upgrades stop.
 */
export function closeSocketsForRestart(this: FastifyInstance, done: () => void) {
  for (const client of this.websocketServer.clients) client.close(RESTART_CLOSE_CODE, 'restart');
  this.websocketServer.close(() => done());
}
