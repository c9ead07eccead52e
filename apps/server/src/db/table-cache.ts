import type { PubSub } from '../realtime/pubsub';

/** The realtime event the table-change trigger sends (migration 0012). */
interface TableChangedEvent {
  t: 'table';
  table: string;
}

/**
 * In-process copies of rarely written tables (the signed-in user and role, live sessions, the
 * catalogue), kept correct across server instances: a statement trigger on each cached table
 * NOTIFYs every instance (migration 0012), and each drops its copy of that table. A write through
 * this process also drops its copy at once (`tableChanged`), before its answer is sent.
 *
 * While the LISTEN connection is down, nothing is served from or stored in the cache, and
 * everything is dropped when it comes back (events may have been missed). A read that started
 * before a change is not stored (per-table generation), so a slow read cannot bring back a stale
 * copy.
 */
export class TableCache {
  private readonly entries = new Map<string, Map<string, unknown>>();
  private readonly generations = new Map<string, number>();
  private readonly unsubscribe: Array<() => void> = [];
  private cleared = 0;

  constructor(private readonly pubsub: Pick<PubSub, 'listening' | 'subscribe' | 'onReconnect'>) {
    this.unsubscribe.push(pubsub.subscribe((payload) => this.onEvent(payload)));
    this.unsubscribe.push(pubsub.onReconnect(() => this.clear()));
  }

  /**
   * The cached value of `key` in `table`, or `load()` (stored when no change happened meanwhile).
   * `table` may name several tables, comma-separated ('users,roles'): a change to any drops it.
   */
  async get<T>(table: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.pubsub.listening) {
      // Changes may be missed meanwhile: nothing from before the outage may be served after it.
      this.clear();
      return load();
    }
    const rows = this.entries.get(table);
    if (rows?.has(key)) return rows.get(key) as T;
    const generation = this.generation(table);
    const value = await load();
    if (this.pubsub.listening && this.generation(table) === generation) {
      let map = this.entries.get(table);
      if (!map) this.entries.set(table, (map = new Map()));
      map.set(key, value);
    }
    return value;
  }

  invalidate(table: string): void {
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    for (const group of this.entries.keys())
      if (group === table || group.split(',').includes(table)) this.entries.delete(group);
  }

  clear(): void {
    this.cleared++;
    this.entries.clear();
  }

  close(): void {
    for (const u of this.unsubscribe) u();
    this.entries.clear();
  }

  /** Moves whenever `table` (any of its comma-separated tables) or the whole cache is dropped. */
  private generation(table: string): number {
    let sum = this.cleared;
    for (const t of table.split(',')) sum += this.generations.get(t) ?? 0;
    return sum;
  }

  private onEvent(payload: string) {
    if (!payload.includes('"table"')) return;
    try {
      const event = JSON.parse(payload) as TableChangedEvent;
      if (event.t === 'table' && typeof event.table === 'string') this.invalidate(event.table);
    } catch {
      this.clear();
    }
  }
}

/** One cache per database handle; a transaction handle has none, so it always reads the database. */
const caches = new WeakMap<object, TableCache>();

export function attachTableCache(db: object, pubsub: PubSub): TableCache {
  const cache = new TableCache(pubsub);
  caches.set(db, cache);
  return cache;
}

export function detachTableCache(db: object): void {
  caches.get(db)?.close();
  caches.delete(db);
}

/** Reads through the cache of `db` (if any): `key` names the query within `table`. */
export function cached<T>(db: object, table: string, key: string, load: () => Promise<T>) {
  const cache = caches.get(db);
  return cache ? cache.get(table, key, load) : load();
}

/** This process changed `table` through `db`: drop its copy now (other instances hear the trigger). */
export function tableChanged(db: object, ...tables: string[]): void {
  const cache = caches.get(db);
  if (cache) for (const t of tables) cache.invalidate(t);
}
