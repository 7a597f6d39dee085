/**
 * docs/api.md "Shop marketplace", goods: /api/product/addproduct, editproduct, delproduct, getlist, detail, and the
 * shop's terms a merchant reads before listing (extension /api/shop/terms).
 * Paths and guards only; the rules live in products.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { post } from '../../core/routing.ts';
import { currentMember, optionalMember, requireMember } from '../auth/require-member.ts';
import { addProduct, deleteProduct, editProduct, listProducts, productDetail as readProduct } from './products.service.ts';
import { shopTerms } from './shop-config.ts';

const tags = ['shop'];

export async function productsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const auth = requireMember;
  const memberId = (request: Parameters<typeof currentMember>[0]) => currentMember(request).user.id;

  post(
    app,
    '/api/product/addproduct',
    {
      tags,
      summary: 'A merchant (shop passed review) adds goods: all fields required, 1–6 images; the product waits for review',
      auth,
    },
    async (request) => ok(request, await addProduct(db, memberId(request), request.body), 'shop.product_submitted'),
  );

  post(
    app,
    '/api/product/editproduct',
    {
      tags,
      summary:
        '`{ id, ...fields }` edits (changing name, price, description or images sends it back to review; stock alone does not); ' +
        '`{ id, status: listed|unlisted }` publishes or unpublishes a reviewed product (409 from any other status)',
      auth,
    },
    async (request) => {
      const saved = await editProduct(db, memberId(request), request.body);
      const msg =
        request.body.status === 'listed'
          ? 'shop.product_listed'
          : request.body.status
            ? 'shop.product_unlisted'
            : 'shop.product_saved';
      return ok(request, saved, msg);
    },
  );

  post(
    app,
    '/api/product/delproduct',
    { tags, summary: 'Deletes one of my goods (orders keep their snapshot)', auth },
    async (request) => {
      await deleteProduct(db, memberId(request), request.body.id);
      return ok(request, {}, 'shop.product_deleted');
    },
  );

  post(
    app,
    '/api/product/getlist',
    {
      tags,
      summary:
        'Goods on sale (of `shop_id` and/or matching `keyword`), newest first; with `mine` (signed in) my goods in every status, ' +
        'or one `status`',
    },
    async (request) => ok(request, await listProducts(db, (await optionalMember(request))?.id, request.body)),
  );

  post(
    app,
    '/api/product/detail',
    {
      tags,
      summary: 'A product with its shop; goods not on sale only for their merchant (404 for anyone else)',
    },
    async (request) => ok(request, await readProduct(db, (await optionalMember(request))?.id, request.body.id)),
  );

  post(
    app,
    '/api/shop/terms',
    {
      tags,
      summary:
        "Extension: the shop's terms shown before listing — fee_rate (the platform fee's share of each order), " +
        'auto_receive_days, refund_auto_accept_hours',
    },
    async (request) => ok(request, await shopTerms(db)),
  );
}
