/**
 * A calendar date 'YYYY-MM-DD' (or a full ISO date-time; its date part is used) as MM/DD/YYYY,
 * the templating format (spec 3 §9). The caller picks "today" in the business's time zone, so the
 * core stays free of clocks. An unreadable date gives ''.
 */
export function formatContractDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate.trim());
  if (!match) return '';
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}
