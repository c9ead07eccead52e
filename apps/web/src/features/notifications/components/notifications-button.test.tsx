import { describe, expect, it } from 'vitest';
import { http, HttpResponse, setupMsw } from '../../../testing/msw';
import {
  renderWithProviders,
  screen,
  signInWithTokens,
  waitFor,
} from '../../../testing/test-utils';
import { NotificationsButton } from './notifications-button';

const USER = '11111111-1111-4111-8111-111111111111';
const server = setupMsw();

const notification = (id: number, isRead = false) => ({
  id,
  userId: USER,
  body: `Notification ${id}`,
  link: '/',
  isRead,
  createdAt: '2026-03-05T15:30:00.000Z',
});

describe('NotificationsButton (spec 1 §2, §9)', () => {
  it("says 'No new notifications' when empty", async () => {
    signInWithTokens();
    const { user } = renderWithProviders(<NotificationsButton userId={USER} />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all seen' })).toHaveProperty('disabled', true);
  });

  it('caps the badge at 99 and Mark all seen calls MarkedSeen for the user', async () => {
    let marked = '';
    let unread = 150;
    server.use(
      http.get('/api/Notifications', () =>
        HttpResponse.json({
          notifications: [notification(2), notification(1, true)],
          unreadCount: unread,
        }),
      ),
      http.put('/api/Notifications/:userId/MarkedSeen', ({ params }) => {
        marked = String(params.userId);
        unread = 0;
        return HttpResponse.json({ updated: 150 });
      }),
    );
    signInWithTokens();
    const { user } = renderWithProviders(<NotificationsButton userId={USER} />);
    const bell = await screen.findByRole('button', { name: 'Notifications (150 unread)' });
    expect(screen.getByTestId('notification-badge').textContent).toContain('99+');
    await user.click(bell);
    expect(screen.getByText('Notification 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark all seen' }));
    await waitFor(() => expect(marked).toBe(USER));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark all seen' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });
});
