/**
 * Chat socket constants (docs/product.md §4 "Chat socket"), kept apart from the zod schemas in chat.ts so the member
 * app's entry, which opens the socket on every page, does not carry zod (the first-load budget of e2e/tests/budget.e2e.ts).
 */
export const CHAT_SOCKET_PATH = '/ws';
/** Close codes the server uses: a revoked token ends its sockets (the client is then signed out). */
export const CHAT_CLOSE = { normal: 1000, goingAway: 1001, revoked: 4001 } as const;
