import type { ChatRequest } from '@pb/core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../../../testing/test-utils';
import { RequestCard } from './request-card';

const rep = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Carl',
  lastName: 'Closer',
  profilePicPath: '',
};
const ada = {
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Ada',
  lastName: 'Admin',
  profilePicPath: '',
};
const LONG = `${'a'.repeat(90)}bcdefghXYZ tail`;

const request = (over: Partial<ChatRequest> = {}): ChatRequest => ({
  id: '33333333-3333-4333-8333-333333333333',
  customerId: '44444444-4444-4444-8444-444444444444',
  customerName: 'Rita Rivers',
  proposalId: null,
  initial: true,
  old: true,
  ownedBy: null,
  owner: null,
  rep,
  startMessage: LONG,
  createTimestamp: '2026-03-05T15:30:00.000Z',
  startTimestamp: null,
  closedTimestamp: null,
  isActive: true,
  users: [],
  appointmentDate: '2026-03-09',
  version: 0,
  ...over,
});

const handlers = () => ({ onStart: vi.fn(), onComplete: vi.fn(), onUnclaim: vi.fn() });

describe('RequestCard (spec 1 §2)', () => {
  it('shows the card fields, collapses the start message at 97 + ellipsis and expands it', async () => {
    const h = handlers();
    const { user } = renderWithProviders(
      <RequestCard
        request={request()}
        currentUserId={ada.id}
        mayManage={false}
        isBusy={false}
        {...h}
      />,
    );
    expect(screen.getByRole('link', { name: 'Rita Rivers' }).getAttribute('href')).toBe(
      '/customers/44444444-4444-4444-8444-444444444444',
    );
    expect(screen.getByText('Initial')).toBeTruthy();
    expect(screen.getByText('Old')).toBeTruthy();
    expect(screen.getByText('Rep: Carl Closer')).toBeTruthy();
    expect(screen.getByText('Assigned To: Unassigned')).toBeTruthy();
    // Spec 1 §9: MM-DD-YY (a date without a time is that calendar day, not UTC midnight).
    expect(screen.getByText('Appointment: 03-09-26')).toBeTruthy();
    expect(screen.getByText(`${'a'.repeat(90)}bcdefgh...`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(LONG)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(h.onStart).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Mark Completed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('the owner gets Mark Completed and Unclaim; a manager gets Unclaim only; others nothing', async () => {
    const owned = request({ ownedBy: ada.id, owner: ada, startMessage: 'short' });
    const h = handlers();
    const { user, unmount } = renderWithProviders(
      <RequestCard
        request={owned}
        currentUserId={ada.id}
        mayManage={false}
        isBusy={false}
        {...h}
      />,
    );
    expect(screen.getByText('Assigned To: Ada Admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark Completed' }));
    expect(h.onComplete).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unclaim' }));
    expect(h.onUnclaim).toHaveBeenCalledOnce();
    unmount();

    const manager = renderWithProviders(
      <RequestCard
        request={owned}
        currentUserId={rep.id}
        mayManage
        isBusy={false}
        {...handlers()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Mark Completed' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More actions' })).toBeTruthy();
    manager.unmount();

    renderWithProviders(
      <RequestCard
        request={owned}
        currentUserId={rep.id}
        mayManage={false}
        isBusy={false}
        {...handlers()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark Completed' })).toBeNull();
  });

  it('isolates the customer name (a right-to-left override stays inside it; issue 33)', () => {
    renderWithProviders(
      <RequestCard
        request={request({ customerName: 'Rita Rivers\u202E' })}
        currentUserId={ada.id}
        mayManage={false}
        isBusy={false}
        {...handlers()}
      />,
    );
    const link = screen.getByRole('link', { name: /Rita Rivers/ });
    expect(link.querySelector('bdi')?.textContent).toBe('Rita Rivers\u202E');
  });
});
