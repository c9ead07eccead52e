import { CHAT_MESSAGES as M, type ChatRequest } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { buildMe } from '../../../testing/factories';
import { http, HttpResponse, meHandler, setupMsw } from '../../../testing/msw';
import {
  renderWithProviders,
  screen,
  signInWithTokens,
  waitFor,
  within,
} from '../../../testing/test-utils';
import { RedesignDashboard } from './redesign-dashboard';

const me = buildMe('Admin');
const person = { id: me.id, firstName: 'Ada', lastName: 'Admin', profilePicPath: '' };

/** A request the signed-in admin started (so its card offers Mark Completed). */
const owned: ChatRequest = {
  id: '33333333-3333-4333-8333-333333333333',
  customerId: '44444444-4444-4444-8444-444444444444',
  customerName: 'Rita Rivers',
  proposalId: null,
  initial: true,
  old: false,
  ownedBy: me.id,
  owner: person,
  rep: person,
  startMessage: 'Initial design request',
  createTimestamp: '2026-03-05T15:30:00.000Z',
  startTimestamp: '2026-03-05T16:00:00.000Z',
  closedTimestamp: null,
  isActive: true,
  users: [],
  appointmentDate: null,
  version: 1,
};

const server = setupMsw(
  meHandler(me),
  http.get('/api/chats/requests', () => HttpResponse.json([owned])),
);

/** The snackbars on screen, each as its variant (notistack's class) and text. */
const snackbars = () =>
  screen
    .queryAllByRole('alert')
    .filter((alert) => alert.className.includes('notistack-MuiContent'))
    .map((alert) => [/notistack-MuiContent-(\w+)/.exec(alert.className)?.[1], alert.textContent]);

describe('the redesign dashboard (spec 1 §4)', () => {
  it("a completion the server refuses shows only 'Could not Complete redesign, please try again.', as a success-type message", async () => {
    signInWithTokens();
    server.use(
      http.post('/api/chats', () =>
        HttpResponse.json({ code: 'CONFLICT', message: M.requestNotActive }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<RedesignDashboard />);
    await user.click(await screen.findByRole('button', { name: 'Mark Completed' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));

    await waitFor(() => expect(snackbars()).toEqual([['success', M.couldNotComplete]]));
    // Nothing else comes after it (the query client's own error snackbar came in the same tick).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(snackbars()).toEqual([['success', M.couldNotComplete]]);
  });
});
