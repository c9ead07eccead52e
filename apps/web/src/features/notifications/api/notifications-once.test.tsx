import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { CHATS_QUERY_KEY, useRealtimeConnection } from '../../../lib/realtime';
import { http, HttpResponse, setupMsw } from '../../../testing/msw';
import { renderWithProviders, signInWithTokens, waitFor } from '../../../testing/test-utils';
import { useNotifications } from './notifications';

const USER = '11111111-1111-4111-8111-111111111111';
const server = setupMsw();

/** A socket the test opens by hand, after the list's first fetch or before it. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function Page() {
  useRealtimeConnection();
  const list = useNotifications(USER);
  return <p>{list.data ? `${list.data.unreadCount} unread` : 'loading'}</p>;
}

let asked = 0;
beforeEach(() => {
  asked = 0;
  FakeSocket.last = null;
  vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { OPEN: 1 }));
  signInWithTokens();
  server.use(
    http.post('/api/auth/refreshfirebaseauthtoken', () =>
      HttpResponse.json({ token: 'ticket', expiresAt: '2026-01-01T00:00:00.000Z' }),
    ),
    http.get('/api/Notifications', () => {
      asked += 1;
      return HttpResponse.json({ notifications: [], unreadCount: asked });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('GET /api/Notifications on a page load', () => {
  it('is asked once: after the socket opens, and not again because it opened', async () => {
    const view = renderWithProviders(<Page />);
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    FakeSocket.last!.open();
    expect(await view.findByText('1 unread')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(1);
    view.unmount();
  });

  it('is asked again after a reconnect (events may have been missed while down)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const view = renderWithProviders(<Page />);
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    const first = FakeSocket.last!;
    first.open();
    expect(await view.findByText('1 unread')).toBeTruthy();
    first.drop();
    await waitFor(() => expect(FakeSocket.last).not.toBe(first), { timeout: 3000 });
    FakeSocket.last!.open();
    expect(await view.findByText('2 unread')).toBeTruthy();
    view.unmount();
  });

  it('a list asked before the first open is asked again on it (keeps the race closed)', async () => {
    let chats = 0;
    function Chats() {
      useRealtimeConnection();
      const list = useQuery({
        queryKey: [...CHATS_QUERY_KEY, 'probe'],
        queryFn: () => Promise.resolve((chats += 1)),
      });
      return <p>{`chats ${list.data ?? 0}`}</p>;
    }
    const view = renderWithProviders(<Chats />);
    expect(await view.findByText('chats 1')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    FakeSocket.last!.open();
    expect(await view.findByText('chats 2')).toBeTruthy();
    view.unmount();
  });

  it('a page left while its first ticket was still asked for does not settle the next one', async () => {
    let refuse: (() => void) | undefined;
    server.use(
      http.post(
        '/api/auth/refreshfirebaseauthtoken',
        () =>
          new Promise<Response>((resolve) => {
            refuse = () =>
              resolve(HttpResponse.json({ code: 'INTERNAL', message: 'down' }, { status: 503 }));
          }),
        { once: true },
      ),
    );
    const left = renderWithProviders(<Page />);
    await waitFor(() => expect(refuse).toBeDefined());
    left.unmount();
    refuse!();
    await new Promise((r) => setTimeout(r, 50));
    // The next page: its list waits for its own socket, and is asked once.
    const view = renderWithProviders(<Page />);
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    expect(asked).toBe(0);
    FakeSocket.last!.open();
    expect(await view.findByText('1 unread')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(1);
    view.unmount();
  });

  it('loads without a socket when the ticket is refused', async () => {
    server.use(
      http.post('/api/auth/refreshfirebaseauthtoken', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'down' }, { status: 503 }),
      ),
    );
    const view = renderWithProviders(<Page />);
    expect(await view.findByText('1 unread')).toBeTruthy();
    expect(FakeSocket.last).toBeNull();
    view.unmount();
  });
});
