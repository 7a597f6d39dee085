/**
 * Who may trade (docs/product.md §6: "advanced verification … allows off-exchange (over-the-counter) trade"; docs/api.md
 * "Over-the-counter trade needs advanced verification") and the amount rules of docs/product.md §5 that every ad and
 * take share. The refusal names the way to verify, so the app can send the member there.
 */
import type { VerifyLevel } from '@app/contract';
import { AppError, refuse } from '../../core/app-error.ts';
import { parseCoinAmount } from '../ledger/index.ts';
import type { P2pConfig } from './p2p-config.ts';

export interface Trader {
  id: number;
  verifyLevel: VerifyLevel;
}

export function requireTrader(member: Trader, config: P2pConfig): void {
  if (!config.enabled) throw refuse('p2p.market_closed');
  if (member.verifyLevel !== 'advanced') throw new AppError('forbidden', 'p2p.verify_required');
}

export const parsePi = (text: string) => parseCoinAmount('PI', text);
export const parseUsdt = (text: string) => parseCoinAmount('USDT', text);
