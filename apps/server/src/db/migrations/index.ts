/** Every migration, in order. Listed in code (not read from disk) so the bundled server carries them. */
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_ledger.ts';
import * as m0003 from './0003_signin.ts';
import * as m0004 from './0004_verification.ts';
import * as m0005 from './0005_wallet.ts';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_ledger': m0002,
  '0003_signin': m0003,
  '0004_verification': m0004,
  '0005_wallet': m0005,
};
