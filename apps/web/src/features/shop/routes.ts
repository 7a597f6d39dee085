/** The shop's screens (docs/product.md §2 shop/*, ordercenter/*, page/mapshop/shopgoods, goodsinfos, page/pay/pay). */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

export const shopRoutes: FeatureRoute[] = [
  { path: paths.shopMenu, page: lazy(() => import('./pages/shop-menu')), auth: true },
  { path: paths.publishGoods, page: lazy(() => import('./pages/publish-goods')), auth: true },
  { path: paths.merchantGoods, page: lazy(() => import('./pages/merchant-goods')), auth: true },
  { path: paths.allGoods, page: lazy(() => import('./pages/all-goods')), auth: true },
  { path: paths.merchantOrders, page: lazy(() => import('./pages/merchant-orders')), auth: true },
  { path: paths.orderTimeline, page: lazy(() => import('./pages/order-timeline')), auth: true },
  { path: paths.shopReviews, page: lazy(() => import('./pages/shop-reviews')), auth: true },
  { path: paths.buyerOrders, page: lazy(() => import('./pages/buyer-orders')), auth: true },
  { path: paths.pay, page: lazy(() => import('./pages/pay')), auth: true },
  { path: paths.shopGoods, page: lazy(() => import('./pages/shop-goods')) },
  { path: paths.goodsInfo, page: lazy(() => import('./pages/goods-info')) },
];
