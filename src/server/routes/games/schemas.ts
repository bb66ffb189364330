import { errorBodySchema } from '@shared/api/common';

/** The error answers every licensed list documents. */
export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** One game's odds screen can also name a game that is not there. */
export const marketErrors = { ...errors, 404: errorBodySchema };

/** The overlay and extension send the key; the website its session cookie. */
export const security: Record<string, string[]>[] = [{ licenseKey: [] }, { session: [] }];
