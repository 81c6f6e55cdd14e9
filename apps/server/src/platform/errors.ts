import type { ErrorCode } from '@burrow/contract/errors';

/**
 * An expected failure with a stable code. The error handler turns it into the one error
 * body `{ error: { code, message, details? } }`; its message is shown to users.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Sign in to continue.');

export const notFound = (what = 'The resource') =>
  new AppError(404, 'not_found', `${what} was not found.`);

export const invalidRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'invalid_request', message, fields ? { fields } : undefined);

/** The payment provider did not answer: the outcome is unknown, so the same request may be retried. */
export const paymentProviderUnavailable = () =>
  new AppError(
    503,
    'service_unavailable',
    'The payment provider did not answer. Please try again.',
    undefined,
    { 'retry-after': '1' },
  );

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'rate_limited',
    'Too many attempts. Wait a moment and try again.',
    { retry_after_seconds: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
