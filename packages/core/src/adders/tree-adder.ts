import type { Adder } from '../catalogue/adder.schema';
import { type Usd, usd } from '../units';

/** Standard dealer fee per tree (spec 2 §9). Red line uses the site's treeAdderAmount. */
export const STANDARD_TREE_FEE = usd(500);

/** A custom adder is the tree adder when it counts trees. Only one may exist. */
export function isTreeAdder(adder: Pick<Adder, 'numTrees'>): boolean {
  return adder.numTrees > 0;
}

/**
 * Tree adder (spec 2 §9, spec 3 §4): numTrees × per-tree price, where the price is $500
 * (standard dealer fee) or the site settings' treeAdderAmount on a red-line proposal.
 */
export function treeAdderDollars(numTrees: number, isRedLine: boolean, treeAdderAmount: Usd): Usd {
  const perTree = isRedLine ? treeAdderAmount : STANDARD_TREE_FEE;
  return usd(Math.max(0, numTrees) * perTree);
}

/** True when adding `candidate` would create a second tree adder ('Tree Adder Already Exists'). */
export function hasDuplicateTreeAdder(existing: readonly Adder[], candidate: Adder): boolean {
  return isTreeAdder(candidate) && existing.some(isTreeAdder);
}
