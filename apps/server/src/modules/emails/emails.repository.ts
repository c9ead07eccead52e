import type { EmailOutboxPage, OutboxPageQuery } from '@pb/core';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

/** One page of `email_outbox`, newest first (ties broken by id), and how many rows in all. */
export async function listEmailOutbox(
  db: Db,
  { page, pageSize }: OutboxPageQuery,
): Promise<EmailOutboxPage> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ n: sql<string>`count(*)` }).from(emailOutbox);
  return {
    items: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      body: r.body,
      status: (['pending', 'sent', 'dead'] as const).find((s) => s === r.status) ?? 'stored',
      error: r.error,
      contractId: r.contractId,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    total: Number(count?.n ?? 0),
    page,
    pageSize,
  };
}
