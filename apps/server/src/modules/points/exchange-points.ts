/**
 * DGB points → platform coin (docs/api.md /api/user/stom and its preview /api/user/stompreview; docs/product.md §3
 * "exchange of DGB points to a platform coin (fields: amount, rate, fee, platform coin received)"). One
 * posting: the member's points go to the exchange liquidity (the fee to `fees`), and the liquidity pays
 * the platform coin. The rate and fee rate are operator configuration.
 */
import type { StomBody, StomReply } from '@app/contract';
import { AppError, refuse } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import {
  accountForUser,
  formatCoinAmount,
  parseCoinAmount,
  postTransfer,
  systemAccount,
  withTransaction,
  type Leg,
} from '../ledger/index.ts';
import { checkPayPassword } from '../users/pay-password.ts';
import { exchangeConfig } from '../wallet/wallet-config.ts';
import { quoteExchange, type ExchangeQuote } from './exchange-quote.ts';

function present(quote: ExchangeQuote): StomReply {
  return {
    amount: formatCoinAmount('DGB', quote.amount),
    rate: quote.rate,
    fee: formatCoinAmount('DGB', quote.fee),
    received: formatCoinAmount('COIN', quote.received),
  };
}

async function quote(db: Db, amountText: string): Promise<ExchangeQuote> {
  const config = await exchangeConfig(db);
  const figures = quoteExchange(parseCoinAmount('DGB', amountText), config.rate, config.feeRate);
  if (figures.received <= 0n) throw new AppError('validation', 'points.exchange_too_small');
  return figures;
}

export async function previewExchange(db: Db, amountText: string): Promise<StomReply> {
  return present(await quote(db, amountText));
}

async function exchangeLegs(trx: Db, userId: number, q: ExchangeQuote): Promise<Leg[]> {
  const [member, liquidity, fees] = [
    await accountForUser(trx, userId),
    await systemAccount(trx, 'exchange_liquidity'),
    await systemAccount(trx, 'fees'),
  ];
  const legs: Leg[] = [
    { account: member.id, coin: 'DGB', amount: -q.amount },
    { account: liquidity.id, coin: 'DGB', amount: q.amount - q.fee },
    { account: liquidity.id, coin: 'COIN', amount: -q.received },
    { account: member.id, coin: 'COIN', amount: q.received },
  ];
  if (q.fee > 0n) legs.push({ account: fees.id, coin: 'DGB', amount: q.fee });
  return legs;
}

export async function exchangePoints(db: Db, userId: number, body: StomBody): Promise<StomReply> {
  const figures = await quote(db, body.amount);
  await checkPayPassword(db, userId, body.paypassword);
  try {
    await withTransaction(db, async (trx) =>
      postTransfer(trx, {
        kind: 'exchange',
        memo: `DGB → COIN @ ${figures.rate}`,
        idempotencyKey: body.idempotency_key ? `exchange:${userId}:${body.idempotency_key}` : undefined,
        legs: await exchangeLegs(trx, userId, figures),
      }),
    );
  } catch (error) {
    // The member's points are checked first; a shortfall in platform coin is the exchange's, not theirs.
    if (error instanceof AppError && error.messageKey === 'ledger.insufficient' && error.params.coin === 'COIN')
      throw refuse('points.exchange_unavailable');
    throw error;
  }
  return present(figures);
}
