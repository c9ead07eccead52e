import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, PLATFORM_MESSAGES as M } from '@pb/core';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency row this request claimed (its answer is stored when it succeeds). */
    idempotencyClaim?: string;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
/** A key is kept this long; a repeat after that is a new request. */
const KEEP_MS = 24 * 3_600_000;
/** A claim whose request never answered (the process died) is taken over after this. */
const ABANDONED_MS = 120_000;
/** A repeat waits this long for the first request's answer before answering 409. */
const WAIT_MS = 20_000;
const POLL_MS = 50;

/** JSON with object keys sorted, so the same body always has the same fingerprint. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url.toLowerCase()}\n${stableJson(request.body)}`)
    .digest('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Once per intent (decision 0046). A signed-in user's write that carries an `Idempotency-Key`
 * is done once: the key is claimed in the database before the handler runs; a repeat with the
 * same key and the same method, URL and body gets the first answer again (waiting for it while
 * the first request still runs), a repeat with another request gets 422. Only a success is kept:
 * a failed request frees its key, so the same intent can be tried again. Works the same on
 * PGlite and PostgreSQL (the claim is one INSERT … ON CONFLICT DO NOTHING on a unique index).
 * File uploads (multipart) are not fingerprinted and ignore the header.
 */
export default fp(
  async function idempotency(app: FastifyInstance) {
    let lastSweep = 0;

    async function sweep() {
      const now = Date.now();
      if (now - lastSweep < 60_000) return;
      lastSweep = now;
      await app.db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(now - KEEP_MS)));
    }

    /** Inserts the claim; its id, or null when the key is already there. */
    async function claim(userId: string, key: string, fingerprint: string) {
      const [row] = await app.db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      return row?.id ?? null;
    }

    async function replayOrWait(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
      key: string,
      fingerprint: string,
    ): Promise<'claimed' | 'replayed'> {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const id = await claim(userId, key, fingerprint);
        if (id) {
          request.idempotencyClaim = id;
          return 'claimed';
        }
        const [row] = await app.db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        if (!row) continue; // freed by a failed first request: claim it now
        if (row.fingerprint !== fingerprint)
          throw new AppError('UNPROCESSABLE', M.idempotencyKeyReused);
        if (row.status === 'done') {
          void reply
            .header(IDEMPOTENT_REPLAY_HEADER, 'true')
            .header('content-type', row.contentType ?? 'application/json; charset=utf-8')
            .status(row.responseStatus ?? 200)
            .send(row.responseBody ?? '');
          return 'replayed';
        }
        if (Date.now() - row.claimedAt.getTime() > ABANDONED_MS) {
          const [taken] = await app.db
            .update(idempotencyKeys)
            .set({ claimedAt: new Date() })
            .where(
              and(
                eq(idempotencyKeys.id, row.id),
                eq(idempotencyKeys.status, 'pending'),
                eq(idempotencyKeys.claimedAt, row.claimedAt),
              ),
            )
            .returning({ id: idempotencyKeys.id });
          if (taken) {
            request.idempotencyClaim = taken.id;
            return 'claimed';
          }
          continue;
        }
        if (Date.now() > deadline) throw new AppError('CONFLICT', M.idempotencyInProgress);
        await sleep(POLL_MS);
      }
    }

    app.addHook('preValidation', async (request, reply) => {
      if (!WRITES.has(request.method) || !request.user) return;
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (header === undefined) return;
      if (typeof header !== 'string' || !KEY.test(header))
        throw new AppError('BAD_REQUEST', M.idempotencyKeyInvalid);
      if (/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
      await sweep();
      const outcome = await replayOrWait(
        request,
        reply,
        request.user.id,
        header,
        fingerprintOf(request),
      );
      if (outcome === 'replayed') return reply;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const id = request.idempotencyClaim;
      if (!id) return payload;
      request.idempotencyClaim = undefined;
      const body =
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString()
            : null;
      try {
        if (reply.statusCode >= 200 && reply.statusCode < 300 && body !== null) {
          const type = reply.getHeader('content-type');
          await app.db
            .update(idempotencyKeys)
            .set({
              status: 'done',
              responseStatus: reply.statusCode,
              responseBody: body,
              contentType: typeof type === 'string' ? type : null,
            })
            .where(eq(idempotencyKeys.id, id));
        } else {
          // Nothing was done (or the outcome is unknown to the caller anyway): free the key.
          await app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
        }
      } catch (err) {
        request.log.warn({ err }, 'idempotency key not stored');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['access-control'] },
);
