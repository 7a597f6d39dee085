/** Pi payments as the member and the console read them (docs/api.md "Pi app (Pi mode)"). */
import type { PiPayment } from '@app/contract';
import { formatCoinAmount } from '../ledger/index.ts';
import type { StoredPiPayment } from './pi-payments.repository.ts';

export function presentPiPayment(p: StoredPiPayment): PiPayment {
  return {
    identifier: p.identifier,
    amount: formatCoinAmount('PI', p.amount),
    state: p.state,
    txid: p.txid,
    createtime: p.createtime,
  };
}
