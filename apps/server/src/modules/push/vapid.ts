/**
 * The server's VAPID key pair (RFC 8292), which browsers subscribe with and every push is signed by. Taken from
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, otherwise generated on the first start; either way the pair in
 * force is the one row of `push_vapid`, so every instance serves and signs with the same pair. Instances
 * starting together each insert-if-absent and read back, so they end with one pair.
 */
import webpush from 'web-push';
import { clock } from '../../core/clock.ts';
import {
  deleteAllSubscriptions,
  insertVapidIfAbsent,
  readVapid,
  updateVapid,
  type DbHandle,
  type VapidRow,
} from './push.repository.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const toKeys = (row: VapidRow): VapidKeys => ({ publicKey: row.public_key, privateKey: row.private_key, subject: row.subject });

/**
 * Settles the pair at start-up. Keys from the environment replace a stored pair that differs; subscriptions
 * made with the old public key are then dropped, since push services refuse pushes signed by another key
 * (the app subscribes again with the new one when the member turns notifications on).
 */
export async function ensureVapidKeys(
  db: DbHandle,
  options: { fromEnv: { publicKey: string; privateKey: string } | undefined; subject: string },
): Promise<VapidKeys> {
  const wanted = options.fromEnv ?? webpush.generateVAPIDKeys();
  await insertVapidIfAbsent(
    db,
    { public_key: wanted.publicKey, private_key: wanted.privateKey, subject: options.subject },
    clock.now(),
  );
  const stored = (await readVapid(db))!;
  const change: Partial<VapidRow> = {};
  if (options.fromEnv && stored.public_key !== options.fromEnv.publicKey) {
    change.public_key = options.fromEnv.publicKey;
    change.private_key = options.fromEnv.privateKey;
  } else if (options.fromEnv && stored.private_key !== options.fromEnv.privateKey) {
    change.private_key = options.fromEnv.privateKey;
  }
  if (stored.subject !== options.subject) change.subject = options.subject;
  if (Object.keys(change).length === 0) return toKeys(stored);
  await db.transaction().execute(async (trx) => {
    await updateVapid(trx, change);
    if (change.public_key) await deleteAllSubscriptions(trx);
  });
  return toKeys({ ...stored, ...change });
}

/** The pair in force (read on each use, so a key set through another instance's start applies here too). */
export async function vapidKeys(db: DbHandle): Promise<VapidKeys | undefined> {
  const row = await readVapid(db);
  return row && toKeys(row);
}
