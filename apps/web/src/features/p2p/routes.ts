/** The P2P PI market's screens (docs/product.md §2 pages/cart/cart and page/business/*). */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

const business = () => import('./pages/business');

export const p2pRoutes: FeatureRoute[] = [
  { path: paths.ecosystem, page: lazy(() => import('./pages/ecosystem')) },
  { path: paths.business, page: lazy(business), auth: true },
  { path: paths.buyPi, page: lazy(() => business().then((m) => ({ default: m.BuyPiPage }))), auth: true },
  { path: paths.sellPi, page: lazy(() => business().then((m) => ({ default: m.SellPiPage }))), auth: true },
  { path: paths.createAd, page: lazy(() => import('./pages/create-ad')), auth: true },
  { path: paths.myAds, page: lazy(() => import('./pages/my-ads')), auth: true },
  { path: paths.piOrders, page: lazy(() => import('./pages/orders')), auth: true },
  { path: paths.payMethods, page: lazy(() => import('./pages/pay-methods')), auth: true },
  { path: paths.trader, page: lazy(() => import('./pages/trader')), auth: true },
  { path: paths.p2pAlerts, page: lazy(() => import('./pages/alerts')), auth: true },
  { path: paths.p2pTraders, page: lazy(() => import('./pages/traders')), auth: true },
  { path: paths.piOrderInfo, page: lazy(() => import('./pages/order-info')), auth: true },
];
