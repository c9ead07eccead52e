/** Capability strings held under `role.capabilities.proposalBuilder` (spec 1 §6, spec 3 §6). */
export const CAPABILITIES = [
  'PB_MANAGE_CUSTOMERS',
  'PB_MANAGE_ADMIN_ITEMS',
  'PB_VIEW_REDESIGN_DASHBOARD',
  'PB_MANAGE_REDESIGN_REQUESTS',
  'PB_CAN_REMOVE_EPC_CONSTRAINTS',
  'PB_RED_LINE',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

export const ROLE_NAMES = ['Admin', 'Closer', 'Developer', 'Sales Rep'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * Seeded defaults; the database is the source of truth once seeded (docs/roles.md).
 * A Closer by default manages nothing: it sees the dashboard information page and the rep view.
 */
export const DEFAULT_ROLE_CAPABILITIES: Record<RoleName, readonly Capability[]> = {
  Admin: CAPABILITIES,
  Developer: CAPABILITIES,
  Closer: [],
  'Sales Rep': ['PB_RED_LINE'],
};

export function hasCapability(
  capabilities: readonly string[] | undefined,
  capability: Capability,
): boolean {
  return !!capabilities?.includes(capability);
}
