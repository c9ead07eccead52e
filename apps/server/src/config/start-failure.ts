/** One readable line for a start that failed (never the bundle's source, decision 0049). */
export function startFailure(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e && parts.length < 4; e = (e as { cause?: unknown }).cause) {
    const message = e instanceof Error ? e.message : String(e);
    const line = message.split('\n')[0]!.trim().replace(/:$/, '');
    const first = line.length > 300 ? `${line.slice(0, 300)}…` : line;
    if (first && !parts.includes(first)) parts.push(first);
  }
  return `Proposal Builder could not start: ${parts.join(': ') || 'unknown error'}`;
}
