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
  accessDenied: (page: string) =>
    `You are not authorized to access ${page}! Contact system administrator for assistance.`,
} as const;
