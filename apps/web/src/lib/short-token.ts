/**
 * Hashes and chain addresses shortened in the middle (`0x8f3a1c2d…9b7e41c0`): both ends stay, which is what
 * people compare against an explorer, and a 66-character hash no longer pushes an amount beside it off a
 * 375 px screen.
 */
const LONG = 20;

/**
 * One token: kept as it is up to 20 characters, else its first 10 and last 8 around an ellipsis. Only hashes
 * and addresses (letters among the digits) are shortened: an order number is read and searched whole.
 */
export function shortToken(token: string): string {
  return token.length > LONG && /[A-Za-z]/.test(token) ? `${token.slice(0, 10)}…${token.slice(-8)}` : token;
}

/** Every long word of a text shortened (`ERC20 0x8f3a…` in a balance log memo), the rest as it is. */
export function shortTokens(text: string): string {
  return text.replace(/\S+/g, shortToken);
}
