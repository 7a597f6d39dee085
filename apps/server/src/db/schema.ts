/**
 * Table types for Kysely. Integers come back as JavaScript numbers on both databases (ids, unix-second
 * times, counters); money columns are read through the ledger module as exact bigints (docs/architecture.md "Money").
 * Flags are 0/1 integers so both dialects store them alike.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { P2pAdsTable, P2pOrdersTable, P2pPayMethodsTable, P2pTradersTable } from '../modules/p2p/p2p.tables.ts';
import type { P2pCurrenciesTable, P2pFeedbackTable, P2pProvidersTable } from '../modules/p2p/fiat.tables.ts';
import type { P2pAlertsTable, P2pTrustsTable } from '../modules/p2p/deals.tables.ts';
import type { ChatBlocksTable, ChatConversationsTable, ChatMessagesTable } from '../modules/chat/chat.tables.ts';
import type { ReportsTable } from '../modules/reports/reports.tables.ts';
import type {
  LabelCategoriesTable,
  LabelFavoritesTable,
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

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  mobile: Generated<string>;
  nickname: Generated<string>;
  avatar: Generated<string>;
  bio: Generated<string>;
  password_hash: string;
  pay_password_hash: Generated<string>;
  invite_code: string;
  inviter_id: Generated<number | null>;
  status: Generated<'normal' | 'frozen'>;
  verify_level: Generated<'none' | 'basic' | 'advanced'>;
  vip_level: Generated<number>;
  vip_expiretime: Generated<number | null>;
  is_merchant: Generated<number>;
  login_failures: Generated<number>;
  locked_until: Generated<number>;
  pay_failures: Generated<number>;
  pay_locked_until: Generated<number>;
  /** payment-password entries reserved and still being compared (migration 0028), and when the last began */
  pay_checking: Generated<number>;
  pay_checking_since: Generated<number>;
  /** the member's language for mail (migration 0014); '' until known */
  lang: Generated<string>;
  /** start of the last UTC day a signed-in request came in (migration 0029); 0 until then */
  activetime: Generated<number>;
  createtime: number;
  updatetime: number;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  createtime: number;
  expiretime: number;
  revoked: Generated<number>;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  event: string;
  code_hash: string;
  attempts: Generated<number>;
  used: Generated<number>;
  createtime: number;
  expiretime: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  transport: 'log' | 'smtp';
  status: 'sent' | 'failed';
  error: Generated<string>;
  createtime: number;
}

export interface UploadsTable {
  id: Generated<number>;
  user_id: number | null;
  admin_id: number | null;
  path: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  visibility: Generated<'public' | 'private'>;
  createtime: number;
}

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: Generated<'super' | 'reviewer' | 'support'>;
  status: Generated<'normal' | 'disabled'>;
  login_failures: Generated<number>;
  locked_until: Generated<number>;
  createtime: number;
}

export interface AdminTokensTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  createtime: number;
  expiretime: number;
  revoked: Generated<number>;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number;
  action: string;
  target: string;
  detail: string;
  createtime: number;
}

export interface SettingsTable {
  key: string;
  value: string;
  updatetime: number;
}

export interface RateCountersTable {
  key: string;
  count: number;
  reset_at: number;
}

/**
 * Ledger tables (migration 0002). Money columns are typed `never` for reads: they must be selected as
 * text through the ledger repository (a JavaScript number would lose precision); writes bind bigints.
 */
export type Money = ColumnType<never, bigint | undefined, bigint>;

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: 'user' | 'system';
  user_id: number | null;
  code: string;
  allow_negative: number;
  createtime: number;
}

export interface BalancesTable {
  account_id: number;
  coin: string;
  available: Money;
  frozen: Money;
  allow_negative: number;
}

export interface LedgerPostingsTable {
  id: Generated<number>;
  kind: string;
  memo: string;
  idempotency_key: string | null;
  request_hash: string;
  createtime: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  posting_id: number;
  account_id: number;
  coin: string;
  amount: Money;
  bucket: 'available' | 'frozen';
  balance_after: Money;
  createtime: number;
}

export interface LedgerHoldsTable {
  id: Generated<number>;
  account_id: number;
  coin: string;
  amount: Money;
  status: 'pending' | 'posted' | 'voided' | 'expired';
  expiretime: number | null;
  hold_posting_id: number;
  settle_posting_id: number | null;
  createtime: number;
  updatetime: number;
}

/** Daily sign-ins (migration 0003): `score` is DGB smallest units, small enough for a JS number. */
export interface SigninsTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  streak: number;
  score: number;
  posting_id: number | null;
  request_key: string | null;
  createtime: number;
}

/** Identity verification submissions (migration 0004); images are private upload ids. */
export interface IdVerificationsTable {
  id: Generated<number>;
  user_id: number;
  level: 'basic' | 'advanced';
  status: Generated<'pending' | 'failed' | 'passed'>;
  id_type: Generated<string>;
  name: Generated<string>;
  id_number: Generated<string>;
  front_image: Generated<string>;
  back_image: Generated<string>;
  hand_image: Generated<string>;
  reason: Generated<string>;
  admin_id: number | null;
  createtime: number;
  decidetime: number | null;
}

/** Wallet records (migration 0005_wallet); money columns are read as text by the wallet repository. */
export interface WalletDepositsTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  chain: string;
  address: string;
  amount: Money;
  hash: string;
  status: Generated<'pending' | 'passed' | 'rejected'>;
  reason: Generated<string>;
  admin_id: number | null;
  posting_id: number | null;
  idempotency_key: string | null;
  createtime: number;
  decidetime: number | null;
  /** where the transfer sits on chain (migration 0021): -1 for a claim nobody checked on chain */
  log_index: Generated<number>;
  memo: Generated<string>;
  block_number: number | null;
  block_hash: string | null;
  confirmations: number | null;
  /** 1: the chain watcher decides it (shown as confirming while pending), 0: an operator does */
  watched: Generated<number>;
}

/** A PI payment to the app's address whose memo named no member (migration 0030, docs/api.md "PI on the Pi chain"). */
export interface ChainUnmatchedPaymentsTable {
  id: Generated<number>;
  chain: string;
  coin: string;
  hash: string;
  position: number;
  sender: string;
  memo: Generated<string>;
  amount: Money;
  status: Generated<'pending' | 'passed' | 'rejected'>;
  reason: Generated<string>;
  deposit_id: number | null;
  admin_id: number | null;
  createtime: number;
  decidetime: number | null;
}

/** The server's payout of a PI withdrawal (migration 0032, docs/api.md "PI paid by the server"). */
export interface ChainPayoutsTable {
  withdrawal_id: number;
  chain: string;
  state: Generated<string>;
  envelope: Generated<string>;
  hash: Generated<string>;
  attempts: Generated<number>;
  last_error: Generated<string>;
  createtime: number;
  updatetime: number;
}

export interface WalletWithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  chain: string;
  address: string;
  amount: Money;
  fee: Money;
  actual: Money;
  day: string;
  status: Generated<'pending' | 'passed' | 'rejected'>;
  hold_id: number | null;
  reason: Generated<string>;
  admin_id: number | null;
  idempotency_key: string | null;
  createtime: number;
  decidetime: number | null;
  /** the payout of a passed withdrawal: null while in transit (migration 0022) */
  payout: 'paid' | 'failed' | null;
  payout_hash: Generated<string>;
  payout_reason: Generated<string>;
  payout_admin_id: number | null;
  payout_time: number | null;
}

export interface WalletAddressesTable {
  user_id: number;
  coin: string;
  chain: string;
  address: string;
  createtime: number;
  updatetime: number;
  /** when the address may first be withdrawn to (a new one waits a cool-down) */
  usable_at: Generated<number>;
}

export interface WalletWithdrawUsageTable {
  user_id: number;
  coin: string;
  day: string;
  used: Money;
}

export interface JobLeasesTable {
  name: string;
  owner: string;
  until_ms: number;
  last_run_ms: Generated<number>;
}

/** docs/api.md "Pi app (Pi mode)" (migration 0026) */
export interface PiLinksTable {
  uid: string;
  user_id: number;
  pi_username: Generated<string>;
  created_by_pi: Generated<number>;
  createtime: number;
  /** 0033: 1 while the last Pi sign-in or link granted `in_app_notifications` (notices through the Pi Platform) */
  notify: Generated<number>;
}

export type PiPaymentState = 'approved' | 'completing' | 'completed' | 'cancelled';

export interface PiPaymentsTable {
  identifier: string;
  user_id: number;
  deposit_id: number;
  amount: Money;
  state: Generated<PiPaymentState>;
  approved: Generated<number>;
  txid: string | null;
  attempts: Generated<number>;
  last_error: Generated<string>;
  next_try_ms: Generated<number>;
  createtime: number;
  updatetime: number;
}

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

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AdminRow = Selectable<AdminsTable>;
export type { ColumnType };
