/**
 * The shop marketplace's routes plugin (docs/api.md "Shop marketplace"): goods, orders and the console's order search. Loading
 * it also registers the goods review queue (kind `product`) and the order timers.
 */
import type { FastifyInstance } from 'fastify';
import { afterSaleRoutes } from './after-sale/after-sale.routes.ts';
import { merchantStatsRoutes } from './merchant-stats.routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { productsRoutes } from './products.routes.ts';
import { shopAdminRoutes } from './shop-admin.routes.ts';

export async function shopRoutes(app: FastifyInstance) {
  await productsRoutes(app);
  await ordersRoutes(app);
  await afterSaleRoutes(app);
  await shopAdminRoutes(app);
  await merchantStatsRoutes(app);
}
