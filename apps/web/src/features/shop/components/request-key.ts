/**
 * A fresh idempotency key per confirmed order step (API.md "Conventions"): a double tap or a retry after
 * a timeout sends the same key, so the server creates or pays once.
 */
export function newRequestKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
