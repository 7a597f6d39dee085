/** A free loopback TCP port (src/ports.mjs). */
export function freePort(): Promise<number>;

/** The system Chromium: CHROMIUM_PATH, /usr/bin/chromium or /usr/bin/chromium-browser (src/chromium.mjs). */
export function findChromium(): string | undefined;
/** findChromium(), or an error that says how to provide one. */
export function chromiumPath(): string;
/** The flags every harness starts Chromium with. */
export const CHROMIUM_ARGS: readonly string[];

/** A directory with initdb, pg_ctl and postgres, and the server's version line (src/postgres.mjs). */
export function findPostgres(): { dir: string; version: string } | undefined;
/** A throwaway PostgreSQL on a free loopback port; stop() may be called more than once. */
export function startPostgres(binDir: string, options?: { durable?: boolean }): Promise<{ url: string; stop(): void }>;

/** A local Hardhat EVM node on a free loopback port (src/evm-node.mjs); stop() may be called more than once. */
export function startEvmNode(): Promise<{ url: string; stop(): void }>;
/** Hardhat's first default account, unlocked on the node: it deploys the test token and holds its supply. */
export const EVM_FUNDER: string;
/** One JSON-RPC call; an error answer throws. */
export function evmRpc(url: string, method: string, params?: unknown[]): Promise<any>;
/** Deploys the test ERC-20 (src/evm/TestToken.sol, 6 decimals); resolves to its address. */
export function deployTestToken(url: string): Promise<string>;
/** Transfers `units` of the test token from EVM_FUNDER to `to`; resolves to the mined receipt. */
export function sendTestToken(
  url: string,
  token: string,
  to: string,
  units: bigint | number,
): Promise<{ transactionHash: string; blockNumber: string; blockHash: string; logs: { logIndex: string }[] }>;
/** Mines `count` empty blocks (hardhat_mine). */
export function mineBlocks(url: string, count: number): Promise<void>;

/** A Pi Platform API PaymentDTO (pi-apps/pi-platform-docs platform_API.md). */
export interface PiPaymentDTO {
  identifier: string;
  user_uid: string;
  amount: number;
  memo: string;
  metadata: Record<string, unknown>;
  from_address: string;
  to_address: string;
  direction: 'user_to_app' | 'app_to_user';
  created_at: string;
  network: 'Pi Network' | 'Pi Testnet';
  status: {
    developer_approved: boolean;
    transaction_verified: boolean;
    developer_completed: boolean;
    cancelled: boolean;
    user_cancelled: boolean;
  };
  transaction: null | { txid: string; verified: boolean; _link: string };
}
export type PiCallKind = 'me' | 'payment' | 'create' | 'approve' | 'complete' | 'cancel' | 'incomplete' | 'notify' | 'sdk';
/** The Pi Platform API stand-in on 127.0.0.1 (src/pi-platform.mjs). */
export interface PiPlatformStandIn {
  url: string;
  apiKey: string;
  /** The network app-to-user payments (POST /v2/payments) name, and the app wallet they are paid from. */
  network: string;
  appAddress: string;
  /** The user's wallet address, where an app-to-user payment goes. */
  setWalletAddress(uid: string, address: string): void;
  calls: { method: string; path: string; kind: string; body: unknown }[];
  /** In-app notifications delivered (only to users who granted `in_app_notifications`). */
  notifications: {
    id: string;
    title: string;
    body: string;
    user_uid: string;
    subroute: string;
    seen_at: null;
    dismissed_at: null;
    at: number;
  }[];
  /** `scopes` are what GET /v2/me says the user granted (default: username, payments, wallet_address). */
  addUser(options?: { uid?: string; username?: string; validForMs?: number; scopes?: string[] }): {
    uid: string;
    username: string;
    accessToken: string;
  };
  expireToken(accessToken: string): void;
  /** Throws an error with `code: 'ongoing_payment_found'` while the user has an open user-to-app payment. */
  createPayment(input: {
    uid: string;
    amount: number;
    network?: string;
    direction?: 'user_to_app' | 'app_to_user';
    memo?: string;
    metadata?: Record<string, unknown>;
  }): PiPaymentDTO;
  submitTransaction(identifier: string, options?: { verified?: boolean }): string;
  verifyTransaction(identifier: string): void;
  userCancel(identifier: string): void;
  payment(identifier: string): PiPaymentDTO | undefined;
  failNext(kind: PiCallKind, options?: { status?: number; error?: string; times?: number }): void;
  slowNext(kind: PiCallKind, ms: number, options?: { times?: number }): void;
  /** Forgets every failure and delay still waiting. */
  recover(): void;
  stop(): Promise<void>;
}
export function startPiPlatform(options?: { apiKey?: string }): Promise<PiPlatformStandIn>;

/** Where the member app loads the real Pi SDK from. */
export const PI_SDK_URL: string;
/**
 * The Pi SDK stand-in (`window.Pi`; src/pi-sdk.mjs) as a script a browser test serves at PI_SDK_URL. It reaches the
 * Platform API stand-in's /sdk paths through `window.__piPlatform`, which the test exposes (piPlatformBridge), and
 * reads what the member does from `window.__piStandIn = { user: { uid, username }, payment: 'sign' | 'cancel' | 'unverified' }`.
 */
export function piSdkStandInSource(): string;
/** `window.__piPlatform` for the page: its /sdk calls forwarded to the Platform API stand-in. */
export function piPlatformBridge(
  platformUrl: string,
): (method: string, path: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/** Horizon's answer to a submitted transaction: 200 with the hash, or a problem with `extras.result_codes`. */
export interface HorizonSubmitResult {
  status: number;
  body: { hash?: string; ledger?: number; extras?: { result_codes?: { transaction: string; operations?: string[] } } } & Record<
    string,
    unknown
  >;
}
/** A Horizon stand-in on 127.0.0.1 (src/horizon.mjs): real signed envelopes, balances, payments with paging tokens. */
export interface HorizonStandIn {
  url: string;
  passphrase: string;
  /** A new account holding `amount` PI (default 1000), created on the ledger by a signed create_account. */
  fund(amount?: string): Promise<{ publicKey: string; secret: string }>;
  /** A signed native payment; `memo` is a text memo, or a stellar-sdk Memo. */
  pay(secret: string, to: string, amount: string, memo?: unknown): Promise<HorizonSubmitResult>;
  /** Signs the stellar-sdk operations with `secret` and posts the envelope. */
  send(secret: string, operations: unknown[], memo?: unknown): Promise<HorizonSubmitResult>;
  /** Posts a base64 TransactionEnvelope as is. */
  postEnvelope(xdr: string): Promise<HorizonSubmitResult>;
  balance(accountId: string): string | undefined;
  /** Every request received, in order, with its query (`/accounts/G…/payments?cursor=…`). */
  requests: { method: string; path: string }[];
  transaction(hash: string): (Record<string, unknown> & { successful: boolean; paging_token: string }) | undefined;
  /** up: normal; down: every call answers 503; garbage: 200 with nonsense; reset: the connection is dropped. */
  setMode(mode: 'up' | 'down' | 'garbage' | 'reset'): void;
  slowNext(ms: number, times?: number): void;
  stop(): Promise<void>;
}
export function startHorizon(options?: { passphrase?: string; supply?: string }): Promise<HorizonStandIn>;
/** '12.5' → 125000000n (stroops, 7 decimals). */
export function toStroops(amount: string): bigint;
