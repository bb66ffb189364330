import { ERROR_CODES, type ErrorCode } from '@shared/api/error-codes';

/** The only error type services throw for expected failures; the error handler renders it. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
