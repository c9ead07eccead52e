import type { ChatRequest } from '@pb/core';
import type { AuthUser } from '../../plugins/access-control';

/** The proposal team: people who work requests from the dashboard (spec 1 §6). */
export const isProposalTeam = (user: Pick<AuthUser, 'capabilities'>) =>
  user.capabilities.includes('PB_VIEW_REDESIGN_DASHBOARD');

export const mayManageRequests = (user: Pick<AuthUser, 'capabilities'>) =>
  user.capabilities.includes('PB_MANAGE_REDESIGN_REQUESTS');

/**
 * Who may read a request and its chat: its rep, its members, and the proposal team. A rep
 * without the dashboard capability sees only their own requests.
 */
export function maySeeRequest(
  user: Pick<AuthUser, 'id' | 'capabilities'>,
  request: Pick<ChatRequest, 'rep' | 'users' | 'ownedBy'>,
): boolean {
  return (
    isProposalTeam(user) ||
    request.rep.id === user.id ||
    request.ownedBy === user.id ||
    request.users.some((u) => u.id === user.id)
  );
}
