/**
 * A fresh idempotency key per confirmed trade (API.md "Conventions"): a double tap or a retry after a
 * timeout sends the same key, so the server posts the ad or takes the amount once.
 */
export function newRequestKey(): string {
  return `p2p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
