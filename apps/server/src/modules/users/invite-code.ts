/**
 * Invitation codes (docs/product.md §5: registration needs an inviter's code). Eight characters from an alphabet
 * without look-alikes (0/O, 1/I/L), so a code read off a poster is typed correctly.
 */
import { randomInt } from 'node:crypto';
import type { DbHandle } from './users.repository.ts';
import { findUserByInviteCode } from './users.repository.ts';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export function randomInviteCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code no member has yet; 31^8 codes make a second draw rare, the loop makes it harmless. */
export async function uniqueInviteCode(db: DbHandle): Promise<string> {
  for (;;) {
    const code = randomInviteCode();
    if (!(await findUserByInviteCode(db, code))) return code;
  }
}
