/** Texts of the users admin screen beyond the spec's snackbars (issue 33). */
export const USER_MESSAGES = {
  /** The server refuses a change that would leave nobody able to manage users. */
  lastManager:
    'At least one user must keep the Admin or Developer role. Give another user the Admin role first.',
  /** The users screen asks before an Admin (or Developer) takes that role away from themselves. */
  confirmOwnDemotionTitle: (from: string) => `Remove your own ${from} role?`,
  confirmOwnDemotion: (to: string) =>
    `You will become a ${to} and lose the Users screen and the other admin screens at once. Only another Admin can give the role back.`,
  confirmOwnDemotionButton: 'Remove my role',
} as const;
