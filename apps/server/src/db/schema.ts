/**
 * The database as Kysely sees it: each table's type lives with the module that owns it (`<module>.tables.ts`;
 * the core's in core/core.tables.ts) and this file only joins them (docs/architecture.md "Server module shape").
 * Integers come back as JavaScript numbers on both databases (ids, unix-second times, counters); money columns
 * (db/columns.ts `Money`) are read through the ledger module as exact bigints. Flags are 0/1 integers so both
 * dialects store them alike.
 */
import type { JobLeasesTable, RateCountersTable } from '../core/core.tables.ts';
import type { AdminTokensTable, AdminsTable, AuditLogTable } from '../modules/admin/admin.tables.ts';
import type { UploadsTable } from '../modules/common/common.tables.ts';
import type {
  BalancesTable,
  LedgerAccountsTable,
  LedgerEntriesTable,
  LedgerHoldsTable,
  LedgerPostingsTable,
} from '../modules/ledger/ledger.tables.ts';
import type { MailOutboxTable } from '../modules/mail/mail.tables.ts';
import type { PiLinksTable, PiPaymentsTable } from '../modules/pi/pi.tables.ts';
import type { SettingsTable } from '../modules/settings/settings.tables.ts';
import type { SigninsTable } from '../modules/signin/signin.tables.ts';
import type { EmailCodesTable, UserTokensTable, UsersTable } from '../modules/users/users.tables.ts';
import type { IdVerificationsTable } from '../modules/verification/verification.tables.ts';
import type {
  ChainPayoutsTable,
  ChainUnmatchedPaymentsTable,
  WalletAddressesTable,
  WalletDepositsTable,
  WalletWithdrawUsageTable,
  WalletWithdrawalsTable,
} from '../modules/wallet/wallet.tables.ts';
import type { P2pAdsTable, P2pOrdersTable, P2pPayMethodsTable, P2pTradersTable } from '../modules/p2p/p2p.tables.ts';
import type { P2pCurrenciesTable, P2pFeedbackTable, P2pProvidersTable } from '../modules/p2p/fiat.tables.ts';
import type { P2pAlertsTable, P2pTrustsTable } from '../modules/p2p/deals.tables.ts';
import type { ChatBlocksTable, ChatConversationsTable, ChatMessagesTable } from '../modules/chat/chat.tables.ts';
import type { ReportsTable } from '../modules/reports/reports.tables.ts';
import type {
  LabelCategoriesTable,
  LabelFavoritesTable,
  LabelHoursTable,
  LabelTimeZonesTable,
  PlaceConfirmationsTable,
  PlaceReportsTable,
  LabelSearchHistoryTable,
  LabelsRtreeTable,
  LabelsTable,
  ServerSecretsTable,
} from '../modules/labels/labels.tables.ts';
import type { ShopOrderEventsTable, ShopOrdersTable, ShopProductsTable, ShopReviewsTable } from '../modules/shop/shop.tables.ts';
import type { MemberAddressesTable } from '../modules/addresses/addresses.tables.ts';
import type { VipCardExchangesTable, VipCardsTable, VipOrdersTable, VipPlansTable } from '../modules/vip/vip.tables.ts';
import type {
  ArticleCommentsTable,
  ArticleLikesTable,
  ArticlesTable,
  MemberFollowsTable,
} from '../modules/community/community.tables.ts';
import type { NoticesTable } from '../modules/notices/notices.tables.ts';
import type { PushGroupsOffTable, PushSubscriptionsTable, PushVapidTable } from '../modules/push/push.tables.ts';
import type { ChainCursorsTable, ChainDepositAddressesTable } from '../modules/chain/chain.tables.ts';

export interface Database {
  pi_links: PiLinksTable;
  pi_payments: PiPaymentsTable;
  p2p_ads: P2pAdsTable;
  p2p_orders: P2pOrdersTable;
  p2p_traders: P2pTradersTable;
  p2p_pay_methods: P2pPayMethodsTable;
  p2p_currencies: P2pCurrenciesTable;
  p2p_providers: P2pProvidersTable;
  p2p_feedback: P2pFeedbackTable;
  p2p_trusts: P2pTrustsTable;
  p2p_alerts: P2pAlertsTable;
  chat_messages: ChatMessagesTable;
  chat_conversations: ChatConversationsTable;
  chat_blocks: ChatBlocksTable;
  reports: ReportsTable;
  labels: LabelsTable;
  label_categories: LabelCategoriesTable;
  label_favorites: LabelFavoritesTable;
  label_search_history: LabelSearchHistoryTable;
  labels_rtree: LabelsRtreeTable;
  server_secrets: ServerSecretsTable;
  label_hours: LabelHoursTable;
  label_time_zones: LabelTimeZonesTable;
  place_reports: PlaceReportsTable;
  place_confirmations: PlaceConfirmationsTable;
  shop_products: ShopProductsTable;
  shop_orders: ShopOrdersTable;
  shop_order_events: ShopOrderEventsTable;
  shop_reviews: ShopReviewsTable;
  member_addresses: MemberAddressesTable;
  vip_plans: VipPlansTable;
  vip_orders: VipOrdersTable;
  vip_cards: VipCardsTable;
  vip_card_exchanges: VipCardExchangesTable;
  articles: ArticlesTable;
  article_comments: ArticleCommentsTable;
  article_likes: ArticleLikesTable;
  member_follows: MemberFollowsTable;
  notices: NoticesTable;
  users: UsersTable;
  user_tokens: UserTokensTable;
  email_codes: EmailCodesTable;
  mail_outbox: MailOutboxTable;
  uploads: UploadsTable;
  admins: AdminsTable;
  admin_tokens: AdminTokensTable;
  audit_log: AuditLogTable;
  settings: SettingsTable;
  rate_counters: RateCountersTable;
  ledger_accounts: LedgerAccountsTable;
  balances: BalancesTable;
  ledger_postings: LedgerPostingsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_holds: LedgerHoldsTable;
  signins: SigninsTable;
  id_verifications: IdVerificationsTable;
  wallet_deposits: WalletDepositsTable;
  wallet_withdrawals: WalletWithdrawalsTable;
  wallet_addresses: WalletAddressesTable;
  wallet_withdraw_usage: WalletWithdrawUsageTable;
  job_leases: JobLeasesTable;
  push_vapid: PushVapidTable;
  push_subscriptions: PushSubscriptionsTable;
  push_groups_off: PushGroupsOffTable;
  chain_deposit_addresses: ChainDepositAddressesTable;
  chain_cursors: ChainCursorsTable;
  chain_unmatched_payments: ChainUnmatchedPaymentsTable;
  chain_payouts: ChainPayoutsTable;
}
