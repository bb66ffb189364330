import { errorBodySchema } from '@shared/api/common';

/** Every admin route takes the admin key in x-license-key (or the body's licenseKey). */
export const security = [{ licenseKey: [] }];

/** The error answers most admin routes document. */
export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};

/** Curation can also lose a race with another decision. */
export const curationErrors = { ...errors, 409: errorBodySchema };

/** The SMS routes name no record by id; an announcement with nothing to send is a 409. */
export const smsErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
