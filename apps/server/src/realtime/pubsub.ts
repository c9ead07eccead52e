import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** The one channel every instance listens on. */
export const EVENTS_CHANNEL = 'pb_events';

export type PubSubListener = (payload: string) => void;

/**
 * Cross-instance fan-out through PostgreSQL LISTEN/NOTIFY. Writes go to the database first;
 * then `publish` sends a small JSON event that every instance (this one included) receives.
 * `onReconnect` fires after the listening connection was lost and re-established: events sent
 * meanwhile are lost, so subscribers resync from the database.
 */
export interface PubSub {
  /** Whether events are being received now (caches that rely on them stand aside otherwise). */
  readonly listening: boolean;
  publish(payload: string): Promise<void>;
  subscribe(listener: PubSubListener): () => void;
  onReconnect(listener: () => void): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

abstract class BasePubSub {
  protected readonly listeners = new Set<PubSubListener>();
  protected readonly reconnectListeners = new Set<() => void>();
  subscribe(listener: PubSubListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  onReconnect(listener: () => void) {
    this.reconnectListeners.add(listener);
    return () => void this.reconnectListeners.delete(listener);
  }
  protected emit(payload: string) {
    for (const l of this.listeners) {
      try {
        l(payload);
      } catch (err) {
        console.error('realtime listener failed', err);
      }
    }
  }
}

/** PGlite (one process): the same LISTEN/NOTIFY, served in-process by PGlite. */
export class PglitePubSub extends BasePubSub implements PubSub {
  private unlisten: (() => Promise<void>) | null = null;
  constructor(private readonly client: PGlite) {
    super();
  }
  get listening() {
    return this.unlisten !== null;
  }
  async start() {
    if (this.unlisten) return;
    this.unlisten = await this.client.listen(EVENTS_CHANNEL, (payload) => this.emit(payload));
  }
  async publish(payload: string) {
    await this.client.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
  }
  async close() {
    const u = this.unlisten;
    this.unlisten = null;
    if (u) await u().catch(() => undefined);
  }
}

/**
 * PostgreSQL: NOTIFY through the shared pool; LISTEN on one dedicated connection that is
 * re-opened with backoff when it drops.
 */
export class PostgresPubSub extends BasePubSub implements PubSub {
  private client: pg.Client | null = null;
  private closed = false;
  private started = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
  ) {
    super();
  }

  get listening() {
    return this.client !== null;
  }

  async start() {
    if (this.started) return;
    this.started = true;
    await this.connect();
  }

  private async connect(): Promise<void> {
    // pg is loaded only when PostgreSQL is used (db/client.ts), not with PGlite.
    const { default: pgDriver } = await import('pg');
    const client = new pgDriver.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      if (msg.channel === EVENTS_CHANNEL && msg.payload !== undefined) this.emit(msg.payload);
    });
    client.on('error', () => this.scheduleReconnect(client));
    client.on('end', () => this.scheduleReconnect(client));
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    this.client = client;
  }

  private scheduleReconnect(dead: pg.Client, attempt = 0) {
    if (this.closed || this.client !== dead || this.retryTimer) return;
    this.client = null;
    const delay = Math.min(5000, 100 * 2 ** attempt);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect()
        .then(() => {
          for (const l of this.reconnectListeners) l();
        })
        .catch(() => {
          this.client = dead;
          this.scheduleReconnect(dead, attempt + 1);
        });
    }, delay);
  }

  async publish(payload: string) {
    await this.pool.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const c = this.client;
    this.client = null;
    if (c) await c.end().catch(() => undefined);
  }
}
