/**
 * Error codes and their HTTP statuses (docs/api.md "Conventions"). The envelope's `code` is 0 for every
 * refusal the user can act on and 401 for authentication; the HTTP status carries the finer meaning.
 */
export const ERROR_STATUS = {
  validation: 400,
  business: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  /** an outside service the request needs (the Pi Platform API) did not answer; try again */
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Envelope `code` values. */
export const REPLY_CODE = { ok: 1, refused: 0, unauthorized: 401 } as const;

export function envelopeCodeFor(error: ErrorCode): number {
  return error === 'unauthorized' ? REPLY_CODE.unauthorized : REPLY_CODE.refused;
}
