/**
 * docs/api.md "Wallet, points and transfers" (the wallet half): coins, balances, recharge, withdrawal limits,
 * withdrawal, bound addresses and the balance log. Paths and guards only; rules live in the services.
 * Loading these routes also registers the deposit and withdrawal review queues (docs/api.md "Admin").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, requireMember } from '../auth/require-member.ts';
import { bindAddress, changeAddress } from './addresses.service.ts';
import { listMemberDeposits } from './deposits.service.ts';
import { rechargeAddress, submitDeposit } from './recharge.service.ts';
import { walletAdminRoutes } from './wallet-admin.routes.ts';
import { listMoneyTypesIn } from './money-types.ts';
import { getTcConfig, getWallet, walletLog } from './wallet.service.ts';
import { requestWithdrawal } from './withdraw.service.ts';
import { piWalletPayoutsOf } from './pi-wallet-destination.ts';
import { withdrawPayoutRoutes } from './withdraw-payout.routes.ts';
import { listMyWithdrawals, pendingWithdrawals } from './my-withdrawals.ts';

const memberOf = (request: FastifyRequest) => {
  const { user } = currentMember(request);
  return { id: user.id, verifyLevel: user.verify_level };
};

export async function walletRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const tags = ['wallet'];
  const auth = requireMember;

  post(
    app,
    '/api/ctoc/getmoneytype',
    { tags, summary: 'Coins with their chains and whether recharge and withdrawal are open' },
    async (request) => ok(request, await listMoneyTypesIn(db, request.locale)),
  );

  post(app, '/api/ctoc/getwallet', { tags, summary: 'Available and frozen balance of every coin', auth }, async (request) =>
    ok(request, await getWallet(db, currentMember(request).user.id)),
  );

  post(
    app,
    '/api/user/recharge',
    {
      tags,
      summary:
        "Without hash: the member's own deposit address (or the shared address and the member's memo), chain, minimum, arrival time and QR code (a coin whose recharge is closed is refused with code 0). " +
        'With hash (and amount): on a watched chain the transaction is checked on chain (it must pay the member’s own address; credited after its confirmations); elsewhere a pending deposit for review; a hash already claimed is refused (409)',
      auth,
    },
    async (request) => {
      const { body } = request;
      if (!body.hash) return ok(request, await rechargeAddress(db, currentMember(request).user.id, body.coin, body.chain));
      const deposit = await submitDeposit(db, currentMember(request).user.id, { ...body, hash: body.hash, amount: body.amount! });
      return ok(request, deposit, 'wallet.deposit_submitted');
    },
  );

  post(
    app,
    '/api/user/deposits',
    {
      tags,
      summary:
        'My deposits, newest first: pending (an operator decides), confirming (seen on a watched chain, with its confirmations), passed, rejected (with the reason)',
      auth,
    },
    async (request) => ok(request, await listMemberDeposits(db, currentMember(request).user.id, request.body)),
  );

  post(
    app,
    '/api/user/tcconfig',
    {
      tags,
      summary:
        "Withdrawal fee, minimum, daily limit by the member's verification level, today's usage, bound addresses, chains paid to the member's Pi wallet; exchange rate and fee",
      auth,
    },
    async (request) => ok(request, await getTcConfig(db, memberOf(request), request.body.coin, piWalletPayoutsOf(app.ctx))),
  );

  post(
    app,
    '/api/user/tx',
    {
      tags,
      summary:
        "Withdraw: the amount is frozen until reviewed. fee = max(minimum, amount × rate rounded up); actual = amount − fee. To the bound address, or for a member linked to Pi while app-to-user payouts are on, to the member's Pi wallet (no address)",
      auth,
    },
    async (request) =>
      ok(
        request,
        await requestWithdrawal(db, memberOf(request), request.body, piWalletPayoutsOf(app.ctx)),
        'wallet.withdraw_submitted',
      ),
  );

  post(
    app,
    '/api/ctoc/bindaddress',
    {
      tags,
      summary: 'Bind the withdrawal address of a coin and chain (payment password)',
      auth,
    },
    async (request) => {
      await bindAddress(db, currentMember(request).user.id, request.body);
      return ok(request, {}, 'wallet.address_saved');
    },
  );

  post(
    app,
    '/api/user/changewallet',
    { tags, summary: 'Change the bound withdrawal address (payment password)', auth },
    async (request) => {
      await changeAddress(db, currentMember(request).user.id, request.body);
      return ok(request, {}, 'wallet.address_saved');
    },
  );

  post(
    app,
    '/api/user/getwaletlog',
    {
      tags,
      summary: 'Balance log: signed amounts and the available balance after each',
      auth,
    },
    async (request) => ok(request, await walletLog(db, currentMember(request).user.id, request.body)),
  );

  post(
    app,
    '/api/user/withdrawals',
    {
      tags,
      summary:
        'My withdrawals, newest first: status pending (in review), passed (in transit), paid (with the payout hash and explorer link), rejected or failed (with the reason)',
      auth,
    },
    async (request) => ok(request, await listMyWithdrawals(db, currentMember(request).user.id, request.body)),
  );

  post(
    app,
    '/api/user/withdrawals/pending',
    { tags, summary: 'Per coin, my withdrawn amounts still in review and in transit', auth },
    async (request) => ok(request, await pendingWithdrawals(db, currentMember(request).user.id)),
  );

  await walletAdminRoutes(app);
  await withdrawPayoutRoutes(app);
}
