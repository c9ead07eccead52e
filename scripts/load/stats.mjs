// Latency figures of a load run: nearest-rank percentiles per kind (read / save) and per call.

export class Stats {
  constructor() {
    this.byKind = { read: [], save: [] };
    this.byName = new Map();
    this.errors = new Map();
    this.count = 0;
    this.startedAt = 0;
    this.endedAt = 0;
  }

  record(name, kind, status, ms) {
    this.count++;
    this.byKind[kind].push(ms);
    if (!this.byName.has(name)) this.byName.set(name, []);
    this.byName.get(name).push(ms);
    if (status < 200 || status >= 300) {
      const key = `${name} → ${status === 0 ? 'network error/timeout' : status}`;
      this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
    }
  }

  get errorCount() {
    let n = 0;
    for (const v of this.errors.values()) n += v;
    return n;
  }

  get seconds() {
    return (this.endedAt - this.startedAt) / 1000;
  }
}

/** Nearest-rank percentile of an unsorted list (ms). */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fmt = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : '—');
