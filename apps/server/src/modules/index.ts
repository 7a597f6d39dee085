/**
 * Every domain module and what it adds to the application, in registration order (docs/architecture.md
 * "Server module shape"). An entry names the module, the modules it needs registered first (fastify-plugin checks
 * `dependencies` at start-up, as fastify/demo's plugins do), its routes, and the background jobs, review
 * queues and operator settings it contributes. Nothing is added as a side effect of loading a routes file:
 * what a module brings is read here.
 */
import type { ChatContextType, ReviewKind } from '@app/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Job } from '../core/jobs.ts';
import { addressesRoutes } from './addresses/addresses.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import type { AnyReviewKindHandler } from './admin/review/review-registry.ts';
import { AUTH_JOB_LIST } from './auth/auth-jobs.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { NIGHTLY_BACKUP_JOB } from './backup/backup-jobs.ts';
import { BACKUP_SETTINGS } from './backup/backup.settings.ts';
import { requireMember, type MemberRequestHook } from './auth/require-member.ts';
import type { ChatContextResolver } from './chat/chat-context.ts';
import { CHAT_SETTINGS } from './chat/chat.settings.ts';
import { CHAIN_SETTINGS } from './chain/index.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { countUnreadChats } from './chat/read-chat.ts';
import { commonRoutes } from './common/common.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { uploadRoutes } from './common/upload.routes.ts';
import { communityRoutes } from './community/community.routes.ts';
import { invitationsRoutes } from './invitations/invitations.routes.ts';
import { shopChatCard } from './labels/chat-card.ts';
import type { ShopDeletionCheck } from './labels/deletion-checks.ts';
import type { ShopFacts } from './labels/shop-facts.ts';
import { labelsRoutes } from './labels/labels.routes.ts';
import { shopReview } from './labels/shop-review.ts';
import { placeReportReview } from './labels/place-report-review.ts';
import { LABEL_SETTINGS } from './labels/labels.settings.ts';
import { p2pAppealReview } from './p2p/appeal-review.ts';
import { p2pChargebackReview } from './p2p/chargeback-review.ts';
import { p2pOrderChatCard } from './p2p/chat-card.ts';
import { P2P_JOB_LIST } from './p2p/p2p-jobs.ts';
import { FIAT_JOB_LIST } from './p2p/fiat-jobs.ts';
import { p2pReview } from './p2p/p2p-review.ts';
import { P2P_SETTINGS } from './p2p/p2p.settings.ts';
import { p2pRoutes } from './p2p/p2p.routes.ts';
import { DELIVER_NOTICES_JOB, noticeDeliveryHooks, noticesRoutes, type NoticeChannel } from './notices/index.ts';
import { emailNoticeChannel } from './notices/email-channel.ts';
import { COMPLETE_PI_PAYMENTS_JOB } from './pi/pi-jobs.ts';
import { PI_SETTINGS } from './pi/pi.settings.ts';
import { piNoticeChannel } from './pi/pi-notices.ts';
import { piRoutes } from './pi/pi.routes.ts';
import { piAppToUserPayments } from './pi/pi-a2u.ts';
import { pointsRoutes } from './points/points.routes.ts';
import { pushNoticeChannel } from './push/push-channel.ts';
import { pushRoutes } from './push/push.routes.ts';
import type { ModuleRegistry } from './registry.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import type { SettingDefinition } from './settings/settings.define.ts';
import { goodsChatCard, orderChatCard } from './shop/chat-cards.ts';
import { refuseWhileGoodsListed } from './shop/index.ts';
import { mapShopFacts } from './shop/map-facts.ts';
import { disputeReview } from './shop/after-sale/dispute-review.ts';
import { SHOP_JOB_LIST } from './shop/order-jobs.ts';
import { productReview } from './shop/product-review.ts';
import { SHOP_SETTINGS } from './shop/shop.settings.ts';
import { shopRoutes } from './shop/shop.routes.ts';
import { signinRoutes } from './signin/signin.routes.ts';
import { TEXT_SETTINGS } from './texts/texts.settings.ts';
import { textsRoutes } from './texts/texts.routes.ts';
import { rememberActiveDay } from './users/member-figures.ts';
import { rememberRequestLanguage } from './users/member-language.ts';
import { usersRoutes } from './users/users.routes.ts';
import { verificationRoutes } from './verification/verification.routes.ts';
import { verifyReview } from './verification/verify-review.ts';
import { VIP_JOB_LIST } from './vip/vip-expiry-notices.ts';
import { VIP_SETTINGS } from './vip/vip.settings.ts';
import { vipRoutes } from './vip/vip.routes.ts';
import { depositReview, withdrawReview } from './wallet/wallet-review.ts';
import { WATCH_DEPOSITS_JOB } from './wallet/deposit-watch.ts';
import { unmatchedReview } from './wallet/unmatched-review.ts';
import { PI_PAYOUTS_JOB } from './wallet/pi-payouts.ts';
import type { AppToUserPaymentsFactory } from './wallet/app-to-user.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';
import { WITHDRAW_SETTINGS } from './wallet/withdraw.settings.ts';

export interface ModuleEntry {
  name: string;
  /** modules that must be registered before this one */
  dependencies?: string[];
  /** route plugins; each keeps its own encapsulation, so its hooks apply to its routes only */
  routes: FastifyPluginAsync[];
  jobs?: Job[];
  /** the review queues the console lists and decides (docs/api.md "Admin": /api/admin/review) */
  reviews?: Partial<Record<ReviewKind, AnyReviewKindHandler>>;
  /** operator settings beyond the app-wide ones in settings.registry.ts */
  settings?: Record<string, SettingDefinition>;
  /** values other modules reach as `app.<name>` (typed where they are declared, e.g. core/current-member.ts) */
  decorators?: Record<string, unknown>;
  /** work on every signed-in member request, after the auth guard accepted the token */
  memberRequestHooks?: Record<string, MemberRequestHook>;
  /** checks labels runs before a member deletes a shop label */
  shopDeletionChecks?: Record<string, ShopDeletionCheck>;
  /** what the map asks of shops: rating, goods, orders (labels/shop-facts.ts) */
  shopFacts?: ShopFacts;
  /** the chat context cards this module's objects give (docs/api.md "Chat in context") */
  chatContexts?: Partial<Record<ChatContextType, ChatContextResolver>>;
  /** ways notices leave besides the list and the socket, e.g. mail, Web Push (notices/notice-channels.ts) */
  noticeChannels?: Record<string, NoticeChannel>;
  /** the Pi Platform's app-to-user payments the wallet's PI payouts use (wallet/app-to-user.ts) */
  appToUserPayments?: AppToUserPaymentsFactory;
}

export const MODULES: ModuleEntry[] = [
  // Foundations without routes of their own: listed so that this manifest is the whole dependency graph
  // (`npm run lint` fails on an import of a module not declared here, scripts/check-boundaries.mjs).
  { name: 'settings', routes: [] },
  { name: 'ledger', routes: [] },
  { name: 'mail', routes: [] },
  // Member records. Its routes reach the sign-in guard per request (users.routes.ts), since auth builds on users.
  {
    name: 'users',
    routes: [usersRoutes],
    memberRequestHooks: { language: rememberRequestLanguage, activity: rememberActiveDay },
  },
  {
    name: 'auth',
    dependencies: ['users', 'mail', 'settings'],
    routes: [authRoutes],
    jobs: AUTH_JOB_LIST,
    decorators: { requireMember },
  },
  { name: 'texts', dependencies: ['settings'], routes: [textsRoutes], settings: TEXT_SETTINGS },
  // Before the domain modules: its delivery hooks reach only routes registered after it.
  {
    name: 'notices',
    dependencies: ['users'],
    routes: [noticeDeliveryHooks, noticesRoutes],
    jobs: [DELIVER_NOTICES_JOB],
    noticeChannels: { email: emailNoticeChannel },
  },
  // The low half of the console: operators, their sessions and permissions, the audit log and the review registry,
  // with the console routes over them. Each domain's own console routes and review kinds live in that domain's
  // module above it; the review queue reads the registry per request, so kinds registered later are listed.
  { name: 'admin', dependencies: ['auth', 'ledger', 'settings'], routes: [adminRoutes] },
  { name: 'vip', dependencies: ['admin', 'notices'], routes: [vipRoutes], jobs: VIP_JOB_LIST, settings: VIP_SETTINGS },
  { name: 'signin', dependencies: ['auth', 'ledger', 'vip'], routes: [signinRoutes] },
  // Deposit addresses and chain reading; the wallet credits what it reads (docs/api.md "Deposits").
  { name: 'chain', dependencies: ['users', 'settings'], routes: [], settings: CHAIN_SETTINGS },
  {
    name: 'wallet',
    dependencies: ['admin', 'chain', 'notices', 'signin', 'texts'],
    routes: [walletRoutes],
    jobs: [WATCH_DEPOSITS_JOB, PI_PAYOUTS_JOB],
    reviews: { deposit: depositReview, withdraw: withdrawReview, deposit_unmatched: unmatchedReview },
    settings: WITHDRAW_SETTINGS,
  },
  { name: 'points', dependencies: ['wallet'], routes: [pointsRoutes] },
  // Pi mode (docs/api.md "Pi app (Pi mode)"): routes only when PI_API_KEY is set; the job does nothing otherwise.
  // Its notice channel sends the Pi Platform's in-app notifications (docs/api.md "Notices in the Pi Browser").
  {
    name: 'pi',
    dependencies: ['wallet', 'notices'],
    routes: [piRoutes],
    jobs: [COMPLETE_PI_PAYMENTS_JOB],
    settings: PI_SETTINGS,
    noticeChannels: { pi: piNoticeChannel },
    appToUserPayments: piAppToUserPayments,
  },
  // After pi: the app bootstrap (/api/common/init) tells the member app whether the off-chain P2P market is open in
  // Pi mode, a pi setting read through pi's reader (pi/index.ts).
  { name: 'common', dependencies: ['auth', 'texts', 'pi'], routes: [commonRoutes, uploadRoutes] },
  {
    name: 'verification',
    dependencies: ['admin', 'common', 'notices'],
    routes: [verificationRoutes],
    reviews: { verify: verifyReview },
  },
  {
    name: 'chat',
    dependencies: ['auth', 'settings'],
    routes: [chatRoutes],
    settings: CHAT_SETTINGS,
    decorators: { chatUnread: countUnreadChats },
  },
  { name: 'community', dependencies: ['admin', 'chat', 'common', 'notices'], routes: [communityRoutes] },
  {
    name: 'labels',
    dependencies: ['admin', 'chat', 'common', 'community', 'notices'],
    routes: [labelsRoutes],
    reviews: { shop: shopReview, place_report: placeReportReview },
    settings: LABEL_SETTINGS,
    chatContexts: { shop: shopChatCard },
  },
  { name: 'addresses', dependencies: ['auth', 'ledger'], routes: [addressesRoutes] },
  {
    name: 'shop',
    dependencies: ['labels', 'wallet', 'addresses'],
    routes: [shopRoutes],
    jobs: SHOP_JOB_LIST,
    reviews: { product: productReview, dispute: disputeReview },
    settings: SHOP_SETTINGS,
    shopDeletionChecks: { listed_goods: refuseWhileGoodsListed },
    shopFacts: mapShopFacts,
    chatContexts: { goods: goodsChatCard, order: orderChatCard },
  },
  {
    name: 'p2p',
    dependencies: ['wallet', 'chat', 'pi'],
    routes: [p2pRoutes],
    jobs: [...P2P_JOB_LIST, ...FIAT_JOB_LIST],
    reviews: { p2p: p2pReview, p2p_appeal: p2pAppealReview, p2p_chargeback: p2pChargebackReview },
    settings: P2P_SETTINGS,
    chatContexts: { p2p_order: p2pOrderChatCard },
  },
  // Members' reports on chat messages, posts, goods and members, and the console's queue for them.
  { name: 'reports', dependencies: ['chat', 'community', 'shop'], routes: [reportsRoutes] },
  { name: 'invitations', dependencies: ['admin'], routes: [invitationsRoutes] },
  { name: 'push', dependencies: ['notices', 'auth'], routes: [pushRoutes], noticeChannels: { push: pushNoticeChannel } },
  // Backups (docs/deployment.md "Backups"): the nightly job and its settings; `npm run backup` / `restore` are the CLIs.
  { name: 'backup', dependencies: ['settings'], routes: [], jobs: [NIGHTLY_BACKUP_JOB], settings: BACKUP_SETTINGS },
  // The console's first page reads the figures the modules above own (docs/api.md "Operators' dashboard").
  { name: 'dashboard', dependencies: ['reports', 'p2p'], routes: [dashboardRoutes] },
  // The demo data bootstrap.ts seeds on an empty database (docs/deployment.md); no routes.
  { name: 'demo', dependencies: ['reports', 'p2p'], routes: [] },
];

function modulePlugin(entry: ModuleEntry) {
  return fp(
    async (app: FastifyInstance) => {
      for (const [name, value] of Object.entries(entry.decorators ?? {})) app.decorate(name, value);
      addToRegistry(app.ctx.registry, entry);
      for (const routes of entry.routes) await app.register(routes);
    },
    { name: entry.name, dependencies: entry.dependencies, fastify: '5.x' },
  );
}

/** Adds what the entry contributes to an instance's registry (modules/registry.ts); the bench fills one without an app. */
export function addToRegistry(registry: ModuleRegistry, entry: ModuleEntry): void {
  Object.assign(registry.settings, entry.settings);
  for (const job of entry.jobs ?? []) registry.jobs.set(job.name, job);
  for (const [kind, handler] of Object.entries(entry.reviews ?? {})) registry.reviewKinds.set(kind as ReviewKind, handler);
  for (const [type, resolver] of Object.entries(entry.chatContexts ?? {}))
    registry.chatContexts.set(type as ChatContextType, resolver);
  for (const [name, channel] of Object.entries(entry.noticeChannels ?? {})) registry.noticeChannels.set(name, channel);
  for (const [name, hook] of Object.entries(entry.memberRequestHooks ?? {})) registry.memberRequestHooks.set(name, hook);
  for (const [name, check] of Object.entries(entry.shopDeletionChecks ?? {})) registry.shopDeletionChecks.set(name, check);
  if (entry.shopFacts) registry.shopFacts = entry.shopFacts;
  if (entry.appToUserPayments) registry.appToUserPayments.set(entry.name, entry.appToUserPayments);
}

/** Registers every module in the order of MODULES. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const entry of MODULES) await app.register(modulePlugin(entry));
}
