/**
 * A fresh idempotency key per confirmed money request (docs/api.md "Conventions"): a double tap or a retry
 * after a timeout sends the same key, so the server applies the request once.
 */
export function newRequestKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
