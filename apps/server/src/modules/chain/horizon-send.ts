/**
 * Sending PI from the app's account (docs/api.md withdrawals, "PI paid by the server"): a native payment built
 * and signed with `@stellar/stellar-sdk` under the network passphrase, and posted to Horizon. Building and
 * posting are apart, so the caller stores the signed envelope and its hash before it posts; posting the same
 * envelope again can apply it at most once (it carries one sequence number of the account).
 */
import { Asset, Keypair, Memo, Operation, TransactionBuilder } from '@stellar/stellar-sdk';
import { z } from 'zod';
import { HorizonUnreadable } from './horizon-payments.ts';

const CALL_MS = 10_000;

export interface SignedPayment {
  envelope: string;
  hash: string;
}

/** The public key of a secret seed. */
export const accountOf = (secret: string) => Keypair.fromSecret(secret).publicKey();

async function horizonFetch(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_MS) });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HorizonUnreadable(`Horizon answered ${res.status} without JSON`);
    }
    return { status: res.status, body };
  } catch (err) {
    if (err instanceof HorizonUnreadable) throw err;
    throw new HorizonUnreadable(`Horizon: ${(err as Error).message}`);
  }
}

/** The account's current sequence number (decimal text). */
export async function accountSequence(horizonUrl: string, account: string): Promise<string> {
  const { status, body } = await horizonFetch(`${horizonUrl.replace(/\/$/, '')}/accounts/${account}`);
  const parsed = z.object({ sequence: z.string().regex(/^\d{1,20}$/) }).safeParse(body);
  if (status !== 200 || !parsed.success) throw new HorizonUnreadable(`Horizon: account ${account} unreadable (${status})`);
  return parsed.data.sequence;
}

/** A signed payment of `stroops` to `to` with a text memo, at the sequence after `sequence`. */
export function signPayment(p: {
  secret: string;
  passphrase: string;
  sequence: string;
  to: string;
  stroops: bigint;
  memo: string;
}): SignedPayment {
  const key = Keypair.fromSecret(p.secret);
  const amount = `${p.stroops / 10_000_000n}.${String(p.stroops % 10_000_000n).padStart(7, '0')}`;
  const source = { accountId: () => key.publicKey(), sequenceNumber: () => p.sequence, incrementSequenceNumber() {} };
  const tx = new TransactionBuilder(source, { fee: '100000', networkPassphrase: p.passphrase })
    .addOperation(Operation.payment({ destination: p.to, asset: Asset.native(), amount }))
    .addMemo(Memo.text(p.memo))
    .setTimeout(0)
    .build();
  tx.sign(key);
  return { envelope: tx.toXDR(), hash: tx.hash().toString('hex') };
}

/** Posts a signed envelope: accepted, or Horizon's result codes (`tx_bad_seq`, `tx_failed`…). */
export async function postEnvelope(
  horizonUrl: string,
  envelope: string,
): Promise<{ accepted: true } | { accepted: false; code: string }> {
  const { status, body } = await horizonFetch(`${horizonUrl.replace(/\/$/, '')}/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tx: envelope }).toString(),
  });
  if (status === 200) return { accepted: true };
  const codes = z.object({ extras: z.object({ result_codes: z.object({ transaction: z.string().max(64) }) }) }).safeParse(body);
  if (status === 400 && codes.success) return { accepted: false, code: codes.data.extras.result_codes.transaction };
  throw new HorizonUnreadable(`Horizon refused the envelope with ${status}`);
}
