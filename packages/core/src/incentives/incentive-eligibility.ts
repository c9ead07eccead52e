import type { Incentive } from '../catalogue/incentive.schema';

/**
 * Whether an incentive is offered to a customer (spec 3 §5): Federal always; Custom always
 * (made for this proposal); Local only when its statesServiced lists the customer's state. An
 * empty list on a Local incentive serves no state.
 */
export function isIncentiveOffered(
  incentive: Pick<Incentive, 'scope' | 'statesServiced'>,
  customerState: string | null,
): boolean {
  if (incentive.scope !== 'Local') return true;
  return (
    customerState !== null &&
    (incentive.statesServiced as readonly string[]).includes(customerState)
  );
}

/** The catalogue incentives offered to a customer. */
export function offeredIncentives<T extends Pick<Incentive, 'scope' | 'statesServiced'>>(
  incentives: readonly T[],
  customerState: string | null,
): T[] {
  return incentives.filter((i) => isIncentiveOffered(i, customerState));
}
