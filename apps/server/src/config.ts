/**
 * Configuration from the environment (docs/architecture.md "Configuration"). Defaults run everything embedded;
 * anything invalid stops start-up with one clear line naming the variable.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/**
 * Which X-Forwarded-For hops to believe (Fastify `trustProxy`). Trusting every hop lets a client name its
 * own address, since nginx and cloud load balancers append to the header the client sent, so `true` means
 * one hop: the address the proxy in front of us saw. A number is that many proxies; a list names them.
 */
export type TrustProxy = false | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Fastify's `trustProxy` for the setting: a hop count becomes "the first n hops from us" (proxy-addr). */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['', '0', 'false', 'no', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, a hop count such as 1, or proxy addresses/CIDRs such as 10.0.0.0/8',
    });
    return z.NEVER;
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Pi Community <no-reply@pi-community.local>'),
  PUBLIC_URL: z.url('must be a URL such as https://app.example.com').optional(),
  TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  DEMO_DATA: bool.optional(),
  ADMIN_USERNAME: z.string().min(3).max(50).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: trustProxy.default(false),
  /** background jobs (expiry, settlement…) on this instance; every instance may run them */
  JOBS: bool.default(true),
  /** where the nightly backup job writes (docs/deployment.md "Backups"); unset = the job writes nothing */
  BACKUP_DIR: z.string().min(1).optional(),
  /** bearer token that opens /metrics; unset = /metrics is not served */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Web Push VAPID keys (base64url, as `npx web-push generate-vapid-keys` prints); unset = generated and kept in the database */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  /** tests only: push endpoints at the literal 127.0.0.1 (the local push service) are allowed */
  PUSH_TEST_LOOPBACK: bool.default(false),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
    .optional(),
  /** Pi mode (README "Pi mode", docs/api.md "Pi app (Pi mode)"): the Server API Key turns it on */
  PI_API_KEY: z.string().trim().min(16, 'must be the Server API Key from the Pi Developer Portal').optional(),
  PI_PLATFORM_URL: z.url('must be a URL such as https://api.minepi.com').optional(),
  PI_NETWORK: z.enum(['Pi Network', 'Pi Testnet'], 'must be "Pi Network" or "Pi Testnet"').optional(),
  PI_SANDBOX: bool.optional(),
  PI_VALIDATION_KEY: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{8,512}$/, 'must be the validation key from the Pi Developer Portal (one word, no spaces)')
    .optional(),
  /** the app wallet's secret seed: PI withdrawals are paid by the server (docs/api.md "PI paid by the server") */
  PI_PAYOUT_SECRET: z
    .string()
    .trim()
    .regex(/^S[A-Z2-7]{55}$/, 'must be the app wallet secret seed (S and 55 base32 characters)')
    .optional(),
});

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string | undefined;
  tileUrl: string;
  /** undefined = seed only when a new embedded database is created */
  demoData: boolean | undefined;
  admin: { username: string; password: string } | undefined;
  logLevel: Env['LOG_LEVEL'];
  tokenTtlSeconds: number;
  s3:
    | { endpoint: string; bucket: string; region: string; accessKey: string; secretKey: string; publicUrl: string | undefined }
    | undefined;
  trustProxy: TrustProxy;
  jobs: boolean;
  metricsToken: string | undefined;
  /** the nightly backup's folder (modules/backup); undefined = no nightly backup */
  backupDir: string | undefined;
  /** Web Push (modules/push): keys from the environment, or undefined to use the pair kept in the database */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** who runs this server, for push services (RFC 8292 `sub`) */
  vapidSubject: string;
  /** tests only (NODE_ENV=test): Web Push may reach the tests' push service at 127.0.0.1 */
  pushTestLoopback: boolean;
  /** Pi mode (docs/api.md "Pi app (Pi mode)"); undefined = off */
  pi: PiConfig | undefined;
  /** PI_PAYOUT_SECRET: never stored in the database or written to a log */
  piPayoutSecret: string | undefined;
}

export interface PiConfig {
  apiKey: string;
  /** without a trailing slash */
  platformUrl: string;
  network: 'Pi Network' | 'Pi Testnet';
  sandbox: boolean;
  validationKey: string | undefined;
}

const PI_PLATFORM_DEFAULT = 'https://api.minepi.com';

/** Pi mode's settings: all or none, so a half-configured Pi app never starts (README "Pi mode"). */
function piConfig(e: Env): PiConfig | undefined {
  if (!e.PI_API_KEY) {
    const stray = (['PI_PLATFORM_URL', 'PI_NETWORK', 'PI_SANDBOX', 'PI_VALIDATION_KEY'] as const).find((k) => e[k] !== undefined);
    if (stray) throw new ConfigError(`Invalid configuration: ${stray} needs PI_API_KEY (Pi mode is off without it)`);
    return undefined;
  }
  if (!e.PI_NETWORK)
    throw new ConfigError('Invalid configuration: PI_NETWORK must be set with PI_API_KEY ("Pi Network" or "Pi Testnet")');
  return {
    apiKey: e.PI_API_KEY,
    platformUrl: (e.PI_PLATFORM_URL ?? PI_PLATFORM_DEFAULT).replace(/\/+$/, ''),
    network: e.PI_NETWORK,
    sandbox: e.PI_SANDBOX ?? false,
    validationKey: e.PI_VALIDATION_KEY,
  };
}

export class ConfigError extends Error {}

/** The public https address, else the sender's mail address: push services contact it about misuse (RFC 8292 §2.1). */
function defaultVapidSubject(publicUrl: string | undefined, mailFrom: string): string {
  if (publicUrl?.startsWith('https://')) return publicUrl.replace(/\/$/, '');
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  const s3Vars = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    throw new ConfigError('Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY must be set together');
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (e.PUSH_TEST_LOOPBACK && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration: PUSH_TEST_LOOPBACK is for tests only (NODE_ENV=test)');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    tileUrl: e.TILE_URL,
    demoData: e.DEMO_DATA,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    tokenTtlSeconds: e.TOKEN_TTL_DAYS * 86400,
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKey: e.S3_ACCESS_KEY!,
          secretKey: e.S3_SECRET_KEY!,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    trustProxy: e.TRUST_PROXY,
    jobs: e.JOBS,
    metricsToken: e.METRICS_TOKEN,
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.PUBLIC_URL, e.MAIL_FROM),
    pushTestLoopback: e.PUSH_TEST_LOOPBACK,
    pi: piConfig(e),
    piPayoutSecret: e.PI_PAYOUT_SECRET,
  };
}
