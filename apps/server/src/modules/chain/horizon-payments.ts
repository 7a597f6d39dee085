/**
 * Reading PI payments from the Pi chain's Horizon API (docs/api.md "Deposits", "PI on the Pi chain") through
 * `@stellar/stellar-sdk`'s Horizon client. Every record is checked against the shape below before anything
 * uses it, so a Horizon that answers garbage throws (`HorizonUnreadable`) instead of handing on a wrong amount,
 * address or memo; each call gives up after 10 s.
 *
 * A payment is named by its transaction hash and the operation's position in that transaction: an operation id
 * is a TOID (ledger << 32 | transaction order << 12 | operation order, the last counted from 1).
 */
import { Horizon } from '@stellar/stellar-sdk';
import { z } from 'zod';

const CALL_MS = 10_000;
const PAGE = 200;

/** Horizon could not be read, or answered something that is not Horizon's shape. */
export class HorizonUnreadable extends Error {}

export interface PiChainPayment {
  /** the operation id, also its paging token */
  id: string;
  hash: string;
  /** the operation's position in its transaction, from 0 */
  position: number;
  /** a `payment` of the native asset in a successful transaction */
  counts: boolean;
  from: string;
  to: string;
  /** in stroops (PI has 7 decimals, the coin's scale) */
  amount: bigint;
  /** the transaction's memo as written (text or id), undefined when it has none */
  memo: string | undefined;
}

const account = z.string().regex(/^G[A-Z2-7]{55}$/);
const digits = z.string().regex(/^\d{1,20}$/);
const txShape = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  successful: z.boolean(),
  memo_type: z.enum(['none', 'text', 'id', 'hash', 'return']),
  memo: z.string().max(64).optional(),
});
const recordShape = z.object({
  id: digits,
  paging_token: digits,
  type: z.string(),
  transaction_hash: z.string().regex(/^[0-9a-f]{64}$/),
  transaction_successful: z.boolean(),
  asset_type: z.string().optional(),
  from: account.optional(),
  to: account.optional(),
  amount: z
    .string()
    .regex(/^\d{1,12}\.\d{7}$/)
    .optional(),
});

export type PiChainTransaction = z.infer<typeof txShape>;

const servers = new Map<string, Horizon.Server>();
function server(url: string): Horizon.Server {
  let s = servers.get(url);
  if (!s) {
    s = new Horizon.Server(url, { allowHttp: url.startsWith('http://') });
    servers.set(url, s);
  }
  return s;
}

async function within<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HorizonUnreadable('Horizon did not answer in time')), CALL_MS);
  });
  try {
    return await Promise.race([call, late]);
  } catch (err) {
    if (err instanceof HorizonUnreadable) throw err;
    if ((err as { response?: { status?: number } }).response?.status === 404) throw err;
    throw new HorizonUnreadable(`Horizon: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

const isNotFound = (err: unknown) => (err as { response?: { status?: number } }).response?.status === 404;

function parse<T>(shape: z.ZodType<T>, value: unknown): T {
  const r = shape.safeParse(value);
  if (!r.success) throw new HorizonUnreadable(`Horizon answered an unexpected shape: ${r.error.issues[0]?.message}`);
  return r.data;
}

const stroops = (amount: string) => BigInt(amount.replace('.', ''));

/** The memo a member could have typed: text or id; hash and return memos name nobody. */
const memoOf = (tx: PiChainTransaction) => (tx.memo_type === 'text' || tx.memo_type === 'id' ? tx.memo : undefined);

function toPayment(raw: unknown, tx: PiChainTransaction): PiChainPayment {
  const r = parse(recordShape, raw);
  const order = Number(BigInt(r.id) & 0xfffn);
  if (order < 1 || r.transaction_hash !== tx.hash) throw new HorizonUnreadable('Horizon: an operation id out of its transaction');
  const isPayment = r.type === 'payment' && r.asset_type === 'native' && !!r.from && !!r.to && !!r.amount;
  return {
    id: r.id,
    hash: r.transaction_hash,
    position: order - 1,
    counts: isPayment && r.transaction_successful && tx.successful,
    from: r.from ?? '',
    to: r.to ?? '',
    amount: r.amount ? stroops(r.amount) : 0n,
    memo: memoOf(tx),
  };
}

/** One page of the account's payments after `cursor` (oldest first), each with its transaction's memo. */
export async function accountPayments(url: string, accountId: string, cursor: string | undefined): Promise<PiChainPayment[]> {
  let call = server(url).payments().forAccount(accountId).order('asc').limit(PAGE).join('transactions');
  if (cursor) call = call.cursor(cursor);
  const page = await within(call.call());
  const records = parse(z.array(z.record(z.string(), z.unknown())), (page as { records?: unknown }).records);
  // The SDK keeps a joined resource as `<name>_attr` beside a function of the same name.
  return records.map((r) => toPayment(r, parse(txShape, r.transaction_attr ?? r.transaction)));
}

/** The transaction by hash; undefined when Horizon does not know it. */
export async function chainTransaction(url: string, hash: string): Promise<PiChainTransaction | undefined> {
  try {
    return parse(txShape, await within(server(url).transactions().transaction(hash).call()));
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
}

/** The transaction and its payments; undefined when Horizon does not know it. */
export async function transactionPayments(
  url: string,
  hash: string,
): Promise<{ tx: PiChainTransaction; payments: PiChainPayment[] } | undefined> {
  const tx = await chainTransaction(url, hash);
  if (!tx) return undefined;
  const page = await within(server(url).payments().forTransaction(hash).limit(PAGE).includeFailed(true).call());
  const records = parse(z.array(z.unknown()), (page as { records?: unknown }).records);
  return { tx, payments: records.map((r) => toPayment(r, tx)) };
}
