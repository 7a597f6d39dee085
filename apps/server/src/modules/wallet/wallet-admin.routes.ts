/**
 * The console's wallet endpoints (docs/api.md "Admin": /api/admin/user/adjust, and the member balance view
 * with its ledger history). Adjustments and liquidity are money: `members.adjust`, which only `super` has.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentAdmin, requireAdminCan } from '../admin/require-admin.ts';
import { adjustBalance, fundLiquidity, memberBalances, memberLedger } from './wallet-admin.service.ts';

const tags = ['admin'];

export async function walletAdminRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  post(
    app,
    '/api/admin/user/adjust',
    {
      tags,
      summary: 'Credit (positive) or debit (negative) a member through a ledger posting; reason required; audited',
      auth: requireAdminCan('members.adjust'),
    },
    async (request) => ok(request, await adjustBalance(db, currentAdmin(request).admin.id, request.body), 'wallet.adjust_done'),
  );

  post(
    app,
    '/api/admin/user/balances',
    {
      tags,
      summary: "A member's available and frozen balance of every coin",
      auth: requireAdminCan('members.view'),
    },
    async (request) => ok(request, await memberBalances(db, request.body.user_id)),
  );

  post(
    app,
    '/api/admin/user/ledger',
    {
      tags,
      summary: "A member's journal entries, newest first: both available and frozen sides, with the posting of each",
      auth: requireAdminCan('members.view'),
    },
    async (request) => ok(request, await memberLedger(db, request.body)),
  );

  post(
    app,
    '/api/admin/exchange/liquidity',
    {
      tags,
      summary:
        'Fund (positive) or withdraw (negative) the exchange liquidity of a coin, which pays out DGB → platform coin exchanges; audited',
      auth: requireAdminCan('members.adjust'),
    },
    async (request) =>
      ok(request, await fundLiquidity(db, currentAdmin(request).admin.id, request.body), 'wallet.liquidity_done'),
  );
}
