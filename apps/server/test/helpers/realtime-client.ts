import type { RealtimeClientMessage, RealtimeServerMessage } from '@pb/core';
import WebSocket from 'ws';

/** A test socket client: collects what the server pushes and waits for a matching message. */
export interface TestSocket {
  received: RealtimeServerMessage[];
  send(message: RealtimeClientMessage): void;
  waitFor<T extends RealtimeServerMessage>(
    match: (m: RealtimeServerMessage) => m is T,
    timeoutMs?: number,
  ): Promise<T>;
  waitFor(
    match: (m: RealtimeServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<RealtimeServerMessage>;
  closed: Promise<{ code: number }>;
  close(): void;
}

export async function fetchTicket(baseUrl: string, accessToken: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/refreshfirebaseauthtoken`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!res.ok) throw new Error(`ticket: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export function openSocket(baseUrl: string, ticket: string): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime?ticket=${ticket}`);
  const received: RealtimeServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    received.push(JSON.parse(data.toString()) as RealtimeServerMessage);
    for (const w of waiters) w();
  });
  const closed = new Promise<{ code: number }>((resolve) =>
    ws.on('close', (code: number) => resolve({ code })),
  );
  const socket: TestSocket = {
    received,
    closed,
    send: (m) => ws.send(JSON.stringify(m)),
    close: () => ws.close(),
    waitFor: (match: (m: RealtimeServerMessage) => boolean, timeoutMs = 5000) =>
      new Promise<RealtimeServerMessage>((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < received.length; seen++) {
            if (match(received[seen]!)) {
              cleanup();
              resolve(received[seen]!);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `no matching realtime message in ${timeoutMs} ms; got ${JSON.stringify(received)}`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
  } as TestSocket;
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}
