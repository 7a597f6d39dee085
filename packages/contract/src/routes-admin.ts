/**
 * The operator console's paths (docs/api.md "Admin"): what each one takes and what its envelope's data holds.
 * The server registers every route from this map and the console calls through it (routes.ts).
 */
import {
  adminFreezeBody,
  adminLoginBody,
  adminLoginReply,
  adminMeReply,
  adminUserListBody,
  adminUserListReply,
  adminUserRow,
  auditListBody,
  auditListReply,
  configGetReply,
  configSetBody,
  configSetReply,
  reviewDecideBody,
  reviewItem,
  reviewListBody,
  reviewListReply,
} from './admin.ts';
import { uploadReply } from './common.ts';
import { adminDashboardReply } from './dashboard.ts';
import {
  adminArticleListBody,
  adminArticlePage,
  adminArticlePublishBody,
  adminCommentListBody,
  adminCommentPage,
  adminModerateBody,
  adminModerateReply,
  articleItem,
} from './community.ts';
import { emptyData } from './envelope.ts';
import {
  adminCategoryDeleteBody,
  adminCategoryListReply,
  adminCategorySaveBody,
  adminLabelHideBody,
  adminLabelListBody,
  adminLabelListReply,
  adminLabelRow,
} from './labels.ts';
import {
  adminP2pAdsBody,
  adminP2pAdsReply,
  adminP2pCancelBody,
  adminP2pConfirmBody,
  adminP2pHideBody,
  adminP2pHideReply,
  adminP2pOrder,
  adminP2pOrdersBody,
  adminP2pOrdersReply,
} from './p2p-admin.ts';
import {
  adminCurrenciesReply,
  adminP2pCurrency,
  adminP2pProvider,
  adminProvidersBody,
  adminProvidersReply,
  adminSaveCurrencyBody,
  adminSaveProviderBody,
} from './p2p-fiat.ts';
import { adminReport, adminReportDecideBody, adminReportListBody, adminReportListReply } from './safety.ts';
import { adminOrderListBody, adminOrderListReply } from './shop.ts';
import { adminInviteStatsBody, adminInviteStatsReply, adminVipPlanListReply, adminVipPlanSaveBody } from './vip.ts';
import {
  adminAdjustBody,
  adminAdjustReply,
  adminBalancesBody,
  adminBalancesReply,
  adminLedgerBody,
  adminLedgerReply,
  adminLiquidityBody,
  adminLiquidityReply,
} from './wallet.ts';
import { adminReview, adminReviewHideBody, adminReviewListBody, adminReviewListReply } from './after-sale.ts';
import { type RouteSchemas, multipartBody, reviewKindsReply } from './route-schemas.ts';

export const adminRoutes = {
  // community/community-admin.routes.ts
  '/api/admin/article/publish': { body: adminArticlePublishBody, reply: articleItem },
  '/api/admin/article/upload': { body: multipartBody, reply: uploadReply },
  '/api/admin/article/list': { body: adminArticleListBody, reply: adminArticlePage },
  '/api/admin/article/hide': { body: adminModerateBody, reply: adminModerateReply },
  '/api/admin/comment/list': { body: adminCommentListBody, reply: adminCommentPage },
  '/api/admin/comment/hide': { body: adminModerateBody, reply: adminModerateReply },
  // admin/admin-auth.routes.ts
  '/api/admin/login': { body: adminLoginBody, reply: adminLoginReply },
  '/api/admin/logout': { reply: emptyData },
  '/api/admin/me': { reply: adminMeReply },
  '/api/admin/review/kinds': { reply: reviewKindsReply },
  '/api/admin/dashboard': { reply: adminDashboardReply },
  '/api/admin/review/list': { body: reviewListBody, reply: reviewListReply },
  '/api/admin/review/decide': { body: reviewDecideBody, reply: reviewItem },
  '/api/admin/config/get': { reply: configGetReply },
  '/api/admin/config/set': { body: configSetBody, reply: configSetReply },
  '/api/admin/audit/list': { body: auditListBody, reply: auditListReply },
  '/api/admin/user/list': { body: adminUserListBody, reply: adminUserListReply },
  '/api/admin/user/freeze': { body: adminFreezeBody, reply: adminUserRow },
  // vip/vip-admin.routes.ts
  '/api/admin/vip/plans': { reply: adminVipPlanListReply },
  '/api/admin/vip/save': { body: adminVipPlanSaveBody, reply: adminVipPlanListReply },
  // labels/labels-admin.routes.ts
  '/api/admin/labels/list': { body: adminLabelListBody, reply: adminLabelListReply },
  '/api/admin/labels/hide': { body: adminLabelHideBody, reply: adminLabelRow },
  '/api/admin/labels/categories': { reply: adminCategoryListReply },
  '/api/admin/labels/category/save': { body: adminCategorySaveBody, reply: adminCategoryListReply },
  '/api/admin/labels/category/delete': { body: adminCategoryDeleteBody, reply: adminCategoryListReply },
  // wallet/wallet-admin.routes.ts
  '/api/admin/user/adjust': { body: adminAdjustBody, reply: adminAdjustReply },
  '/api/admin/user/balances': { body: adminBalancesBody, reply: adminBalancesReply },
  '/api/admin/user/ledger': { body: adminLedgerBody, reply: adminLedgerReply },
  '/api/admin/exchange/liquidity': { body: adminLiquidityBody, reply: adminLiquidityReply },
  // shop/shop-admin.routes.ts
  '/api/admin/shop/orders': { body: adminOrderListBody, reply: adminOrderListReply },
  '/api/admin/shop/reviews': { body: adminReviewListBody, reply: adminReviewListReply },
  '/api/admin/shop/review/hide': { body: adminReviewHideBody, reply: adminReview },
  // invitations/invitations.routes.ts
  '/api/admin/invite/stats': { body: adminInviteStatsBody, reply: adminInviteStatsReply },
  // p2p/p2p-admin.routes.ts
  '/api/admin/p2p/orders': { body: adminP2pOrdersBody, reply: adminP2pOrdersReply },
  '/api/admin/p2p/confirm': { body: adminP2pConfirmBody, reply: adminP2pOrder },
  '/api/admin/p2p/cancel': { body: adminP2pCancelBody, reply: adminP2pOrder },
  '/api/admin/p2p/ads': { body: adminP2pAdsBody, reply: adminP2pAdsReply },
  '/api/admin/p2p/hide': { body: adminP2pHideBody, reply: adminP2pHideReply },
  // p2p/fiat.routes.ts
  '/api/admin/p2p/currencies': { reply: adminCurrenciesReply },
  '/api/admin/p2p/currency': { body: adminSaveCurrencyBody, reply: adminP2pCurrency },
  '/api/admin/p2p/providers': { body: adminProvidersBody, reply: adminProvidersReply },
  '/api/admin/p2p/provider': { body: adminSaveProviderBody, reply: adminP2pProvider },
  // reports/reports-admin.routes.ts
  '/api/admin/report/list': { body: adminReportListBody, reply: adminReportListReply },
  '/api/admin/report/decide': { body: adminReportDecideBody, reply: adminReport },
} satisfies Record<string, RouteSchemas>;
