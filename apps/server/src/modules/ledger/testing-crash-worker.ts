/**
 * Child process of crash.test.ts: opens the database it is given and moves money (transfers, holds,
 * captures, voids) at concurrency 20 until it is killed. Prints "running" once money is moving.
 * Usage: node --import tsx testing-crash-worker.ts <dataDir> [databaseUrl]
 */
import { openDatabase } from '../../db/database.ts';
import { AppError } from '../../core/app-error.ts';
import { holdFunds } from './hold-funds.ts';
import { postTransfer } from './post-transfer.ts';
import { captureHold, voidHold } from './settle-hold.ts';
import { fund, members, move, seeded } from './testing.ts';

const [dataDir = '', databaseUrl] = process.argv.slice(2);
const { db } = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined, poolSize: 10 });
const users = await members(db, 20, 5_000);
for (const user of users) await fund(db, user, 'PI', 1_000_000n);
const rnd = seeded(process.pid);
let started = 0;

async function step(i: number) {
  const [a, b] = [rnd.pick(users), rnd.pick(users)];
  if (i % 3 === 0) {
    const { holdId } = await holdFunds(db, { account: a, coin: 'PI', amount: 10n, kind: 'shop_pay' });
    await (i % 2 ? captureHold(db, holdId, { kind: 'shop_settle', to: [{ account: b, amount: 7n }] }) : voidHold(db, holdId));
  } else if (a !== b) {
    await postTransfer(db, {
      kind: 'transfer',
      idempotencyKey: `crash:${process.pid}:${i}`,
      legs: move(a, b, 'PI', BigInt(1 + rnd.int(50))),
    });
  }
}

async function worker() {
  for (;;) {
    const i = started++;
    if (i === 200) console.log('running');
    try {
      await step(i);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
}

await Promise.all(Array.from({ length: 20 }, worker));
