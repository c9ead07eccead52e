/** States belong to Local incentives only (spec 2 §5): others are sent without any. */
export function withScopedStates<T extends { scope: string; statesServiced: string[] }>(
  incentive: T,
): T {
  return incentive.scope === 'Local' ? incentive : { ...incentive, statesServiced: [] };
}
