import type { ErrorCode } from '@pb/core';

/** The one table from error codes to HTTP statuses. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  INTERNAL: 500,
};

export interface Issue {
  path: string;
  message: string;
}

/** Thrown by services; the error handler turns it into `{code, message, issues?}`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string, issues?: Issue[]) =>
  new AppError('BAD_REQUEST', message, issues);

/** The reply to a write whose version is stale (design: never a silent overwrite). */
export const staleVersion = (what: string) =>
  conflict(
    `This ${what} was changed by someone else. Reload to see their changes, then try again.`,
  );
