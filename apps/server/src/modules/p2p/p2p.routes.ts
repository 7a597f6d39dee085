/**
 * docs/api.md "Peer-to-peer PI market": ads, taking them, the member's orders and the market overview. Paths
 * and schemas only; the rules live in the services. Loading these routes also registers the `p2p` review
 * queue, the console's routes and the market's jobs (settlement, expiry, spot matching).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, optionalMember, requireMember } from '../auth/require-member.ts';
import { cancelMyAd } from './close-ad.ts';
import { editAd } from './edit-ad.ts';
import { marketAds, marketOverview, myAds } from './market.service.ts';
import { loadOrder, myOrders } from './orders.service.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { fiatRoutes } from './fiat.routes.ts';
import { p2pAdminRoutes } from './p2p-admin.routes.ts';
import { p2pOffchainRoutes } from './p2p-offchain.routes.ts';
import { p2pTradeRoutes } from './p2p-trade.routes.ts';
import { postAd } from './post-ad.ts';
import { takeAd } from './take-ad.ts';
import { refuseOffchainPost, refuseOffchainTake } from './offchain-switch.ts';

const traderOf = (request: FastifyRequest) => {
  const { user } = currentMember(request);
  return { id: user.id, verifyLevel: user.verify_level };
};

export async function p2pRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // docs/api.md "P2P in Pi mode": the operator may turn the off-chain market off while Pi mode is on.
  const piMode = Boolean(app.ctx.config.pi);
  const tags = ['p2p'];
  const auth = requireMember;

  post(
    app,
    '/api/ctoc/submitc2c',
    {
      tags,
      summary:
        'Post a buy or sell ad (advanced verification, payment password). A sell ad escrows its PI, a buy ad quantity × price USDT; a crossing ad is matched at once at the older ad’s price',
      auth,
    },
    async (request) => {
      await refuseOffchainPost(db, piMode, request.body.settlement);
      return ok(request, await postAd(db, traderOf(request), request.body), 'p2p.ad_posted');
    },
  );

  post(
    app,
    '/api/ctoc/getlist',
    {
      tags,
      summary: 'Open ads of one side, best price first (sell: lowest, buy: highest), without the signed-in member’s own',
    },
    async (request) => ok(request, await marketAds(db, (await optionalMember(request))?.id, request.body)),
  );

  post(
    app,
    '/api/ctoc/myads',
    {
      tags,
      summary: 'My ads, newest first, with what remains and what is still escrowed',
      auth,
    },
    async (request) => ok(request, await myAds(db, currentMember(request).user.id, request.body)),
  );

  post(
    app,
    '/api/ctoc/cancelad',
    {
      tags,
      summary: 'Cancel my open ad: its remaining escrow returns to my balance; orders already taken from it go on',
      auth,
    },
    async (request) => ok(request, await cancelMyAd(db, currentMember(request).user.id, request.body.id), 'p2p.ad_cancelled'),
  );

  post(
    app,
    '/api/ctoc/editad',
    {
      tags,
      summary:
        'Edit my open ad (price or margin, minimum quantity, remark, methods or providers) with the checks of posting, while no order taken from it is open',
      auth,
    },
    async (request) => ok(request, await editAd(db, currentMember(request).user.id, request.body), 'p2p.ad_edited'),
  );

  for (const side of ['buy', 'sale'] as const)
    post(
      app,
      `/api/ctoc/${side}`,
      {
        tags,
        summary: `Take a ${side === 'buy' ? 'sell' : 'buy'} ad (advanced verification, payment password): my ${side === 'buy' ? 'USDT' : 'PI'} is escrowed at once and the order waits for system confirmation`,
        auth,
      },
      async (request) => {
        await refuseOffchainTake(db, piMode, request.body.ad_id);
        return ok(request, await takeAd(db, traderOf(request), side, request.body), 'p2p.order_opened');
      },
    );

  post(app, '/api/ctoc/getlistbs', { tags, summary: 'My orders (as buyer or seller), newest first', auth }, async (request) =>
    ok(request, await myOrders(db, currentMember(request).user.id, request.body)),
  );

  post(
    app,
    '/api/ctoc/orderinfo',
    {
      tags,
      summary: 'One of my orders with its remaining time; another member’s order is 404',
      auth,
    },
    async (request) => ok(request, await loadOrder(db, currentMember(request).user.id, request.body.id)),
  );

  post(
    app,
    '/api/ctoc/getlistall',
    {
      tags,
      summary:
        'Market overview: last price, 24 h change, range, volume and turnover, best prices, latest trades (anonymised), price chart',
    },
    async (request) => ok(request, await marketOverview(db)),
  );

  await p2pTradeRoutes(app);
  await p2pOffchainRoutes(app);
  await p2pAdminRoutes(app);
  await fiatRoutes(app);
  await feedbackRoutes(app);
}
