/**
 * docs/api.md "P2P in the members' own money": the enabled currencies and each one's providers for members;
 * currencies and providers for the console (`config.*` permissions, audited). Paths and schemas only.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentAdmin, requireAdminCan } from '../admin/require-admin.ts';
import {
  adminCurrencies,
  adminProviders,
  adminSaveCurrency,
  adminSaveProvider,
  memberCurrencies,
  memberProviders,
} from './fiat.service.ts';

export async function fiatRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  post(
    app,
    '/api/ctoc/currencies',
    {
      tags: ['p2p'],
      summary: 'The currencies off-chain ads may be priced in, with their decimals, order bounds and reference price',
    },
    async (request) => ok(request, await memberCurrencies(db)),
  );

  post(
    app,
    '/api/ctoc/providers',
    { tags: ['p2p'], summary: 'The named payment providers of one enabled currency, with the fields a method of each needs' },
    async (request) => ok(request, await memberProviders(db, request.body.fiat)),
  );

  post(
    app,
    '/api/admin/p2p/currencies',
    { tags: ['admin'], summary: 'Every P2P currency, enabled or not', auth: requireAdminCan('config.view') },
    async (request) => ok(request, await adminCurrencies(db)),
  );

  post(
    app,
    '/api/admin/p2p/currency',
    {
      tags: ['admin'],
      summary: 'Add or change a currency: enabled, decimals, order bounds and reference price; audited',
      auth: requireAdminCan('config.set'),
    },
    async (request) => ok(request, await adminSaveCurrency(db, currentAdmin(request).admin.id, request.body), 'fiat.saved'),
  );

  post(
    app,
    '/api/admin/p2p/providers',
    { tags: ['admin'], summary: 'Payment providers, of one currency or all', auth: requireAdminCan('config.view') },
    async (request) => ok(request, await adminProviders(db, request.body.fiat)),
  );

  post(
    app,
    '/api/admin/p2p/provider',
    {
      tags: ['admin'],
      summary: 'Add or change a payment provider of a currency; audited',
      auth: requireAdminCan('config.set'),
    },
    async (request) => ok(request, await adminSaveProvider(db, currentAdmin(request).admin.id, request.body), 'fiat.saved'),
  );
}
