import { PROPOSAL_MESSAGES as M } from '@pb/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatMessages,
  chatRequests,
  chatRequestUsers,
  customerDetails,
  customers,
  proposals,
  uploads,
} from '../../db/schema/index';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import { isProposalTeam } from '../chats/chat-access';
import { reachableCustomers } from '../customers/customer-access';

/**
 * Who may download a stored file (decision 0027). PB_MANAGE_CUSTOMERS reaches every file.
 * Anyone else: files they uploaded; a roof image that a proposal or the saved details of a
 * customer they reach shows; a chat image of a request they may read (its rep, owner or members,
 * or the proposal team). Anything else answers 404, as for a missing file.
 */
export async function assertFileReachable(
  db: Db,
  user: Pick<AuthUser, 'id' | 'capabilities'>,
  key: string,
): Promise<void> {
  const scope = reachableCustomers(user);
  if (!scope) return;
  const seesChat = isProposalTeam(user)
    ? sql`true`
    : sql`(${chatRequests.repId} = ${user.id} or ${chatRequests.ownedBy} = ${user.id}
        or exists (select 1 from ${chatRequestUsers} where ${chatRequestUsers.requestId} = ${chatRequests.id}
          and ${chatRequestUsers.userId} = ${user.id}))`;
  const result = await db.execute(sql`select (
      exists (select 1 from ${uploads} where ${uploads.key} = ${key} and ${uploads.ownerId} = ${user.id})
      or exists (select 1 from ${proposals} inner join ${customers} on ${customers.id} = ${proposals.customerId}
        where ${proposals.roofImagePath} = ${key} and ${scope})
      or exists (select 1 from ${customerDetails} inner join ${customers} on ${customers.id} = ${customerDetails.customerId}
        where ${customerDetails.roofImagePath} = ${key} and ${scope})
      or exists (select 1 from ${chatMessages} inner join ${chatRequests} on ${chatRequests.id} = ${chatMessages.requestId}
        where ${chatMessages.imagePath} = ${key} and ${seesChat})
    ) as "reachable"`);
  const { rows } = result as unknown as { rows: { reachable: boolean }[] };
  if (!rows[0]?.reachable) throw notFound(M.fileNotFound);
}
