/** Spec 1 §8 and §2 texts, word for word (their odd wording is kept on purpose). */
export const PLATFORM_MESSAGES = {
  invalidCredentials: 'Invalid Credentials',
  couldNotGetMe: 'Could not get logged in user data.',
  sessionExpired: 'Session Expired.',
  loading: 'Proposal Builder is loading...',
  initFailed: 'Proposal Builder Initialization Failed!',
  couldNotGetUsers: 'Could not get Users',
  userUpdated: 'User successfully updated!',
  couldNotUpdateUser: 'Could not update User',
  userCreated: 'User Created Successfully.',
  couldNotCreateUser: 'Could not create User.',
  idempotencyKeyInvalid:
    'Idempotency-Key must be 8 to 128 letters, digits, dots, dashes, underscores or colons.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyInProgress: 'This request is still being processed. Try again in a moment.',
  /** 429 when one user sends more saves a minute than the write limit. */
  savingTooQuickly: 'You are saving too quickly. Wait a minute and try again.',
  /** 429 for a production or price estimate (nothing is saved): its own limit (issue 33). */
  estimatingTooQuickly:
    'The estimate was not made: too many were asked for in the last minute. Wait a minute and try again.',
  accessDenied: (page: string) =>
    `You are not authorized to access ${page}! Contact system administrator for assistance.`,
} as const;
