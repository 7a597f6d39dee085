/**
 * Bulk SQL seed for the dashboard benchmark: members, their accounts and balances, postings with their journal rows
 * (a fee leg on every tenth), holds (a few pending), P2P and shop orders, withdrawals — each table filled by one
 * INSERT … SELECT over a generated series, the journal's indexes dropped first and rebuilt after (their stored
 * definitions), foreign keys off for the load only. Times are spread over the past; the figures are not
 * ledger-consistent (the benchmark times reads, it checks no invariant).
 */
import Database from 'better-sqlite3';
import pg from 'pg';

export interface SeedSize {
  members: number;
  postings: number;
}

export interface Loader {
  run(sql: string): Promise<void>;
  /** INSERT … SELECT over n = from … to */
  series(from: number, to: number, insert: string, select: string): Promise<void>;
  indexDefinitions(table: string): Promise<{ name: string; sql: string }[]>;
  close(): Promise<void>;
}

export function sqliteLoader(file: string): Loader {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -400000');
  return {
    run: async (sql) => void db.exec(sql),
    series: async (from, to, insert, select) =>
      void db.exec(
        `with recursive s(n) as (select ${from} union all select n + 1 from s where n < ${to}) ${insert} ${select} from s`,
      ),
    indexDefinitions: async (table) =>
      db.prepare(`select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null`).all(table) as {
        name: string;
        sql: string;
      }[],
    close: async () => void db.close(),
  };
}

export async function postgresLoader(url: string): Promise<Loader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Dropping the scratch database ends this session if a failed load left it open: not an error of its own.
  client.on('error', () => {});
  // Foreign-key triggers off for this session's load (the seeded orders name ads and goods that are not there).
  await client.query('set session_replication_role = replica');
  await client.query(`set maintenance_work_mem = '512MB'`);
  return {
    run: async (sql) => void (await client.query(sql)),
    series: async (from, to, insert, select) =>
      void (await client.query(`${insert} ${select} from generate_series(${from}::bigint, ${to}::bigint) as s(n)`)),
    indexDefinitions: async (table) =>
      (
        await client.query<{ name: string; sql: string }>(
          `select i.indexname as name, i.indexdef as sql from pg_indexes i
           where i.tablename = $1 and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
          [table],
        )
      ).rows,
    close: () => client.end(),
  };
}

const DAY = 86_400;
const CHUNK = 1_000_000;

/** Runs `insert … select` over 1 … total in chunks, so one statement never holds the whole load. */
async function chunked(loader: Loader, total: number, insert: string, select: string, log: (n: number) => void) {
  for (let from = 1; from <= total; from += CHUNK) {
    await loader.series(from, Math.min(total, from + CHUNK - 1), insert, select);
    log(Math.min(total, from + CHUNK - 1));
  }
}

/**
 * `now` and `today` in unix seconds. System accounts must exist already (ids below the members'); `accountBase` is
 * the largest account id before the load, `feesAccount` the fee account's id.
 */
export async function seed(
  loader: Loader,
  size: SeedSize,
  at: { now: number; today: number; accountBase: number; feesAccount: number; externalAccount: number },
  log: (line: string) => void,
): Promise<void> {
  const { members: M, postings: P } = size;
  const { now, today, accountBase: A, feesAccount: FEES } = at;
  const progress = (what: string) => (n: number) => log(`  ${what}: ${n.toLocaleString('en')}`);

  await chunked(
    loader,
    M,
    'insert into users (username, email, password_hash, invite_code, createtime, updatetime, activetime)',
    `select 'm' || n, 'm' || n || '@bench.test', 'x', 'i' || n, ${now} - (n * 7919) % (730 * ${DAY}),
       ${now} - (n * 7919) % (730 * ${DAY}), case when n % 10 = 0 then ${today} else 0 end`,
    progress('members'),
  );
  await chunked(
    loader,
    M,
    'insert into ledger_accounts (kind, user_id, code, allow_negative, createtime)',
    `select 'user', n, 'main', 0, ${now}`,
    progress('accounts'),
  );
  await chunked(
    loader,
    M,
    'insert into balances (account_id, coin, available, frozen, allow_negative)',
    `select ${A} + n, 'USDT', (n % 1000) * 1000000, 0, 0`,
    progress('USDT balances'),
  );
  await chunked(
    loader,
    Math.floor(M / 2),
    'insert into balances (account_id, coin, available, frozen, allow_negative)',
    `select ${A} + 2 * n, 'PI', (n % 500) * 10000000, 0, 0`,
    progress('PI balances'),
  );
  await loader.run(
    `insert into balances (account_id, coin, available, frozen, allow_negative)
     select ${at.externalAccount}, coin, -sum(available), 0, 1 from balances group by coin`,
  );

  const journal = await loader.indexDefinitions('ledger_entries');
  for (const index of journal) await loader.run(`drop index ${index.name}`);
  const span = 365 * DAY;
  // Posting n happened at now - (P - n) * span / P: the newest last, a year in all.
  const time = `${now} - ((${P} - n) * ${span}) / ${P}`;
  const holds = Math.min(P, 1_000_000);
  const pendingHolds = Math.min(holds, 10_000);
  await chunked(
    loader,
    P,
    'insert into ledger_postings (kind, memo, request_hash, createtime)',
    `select case when n <= ${pendingHolds / 2} then 'shop_pay' when n <= ${pendingHolds} then 'p2p_escrow'
       when n <= ${holds} then 'shop_pay' else 'transfer' end, '', '', ${time}`,
    progress('postings'),
  );
  const from = `${A} + 1 + (n * 7) % ${M}`;
  const to = `${A} + 1 + (n * 13 + 1) % ${M}`;
  const entry = 'insert into ledger_entries (posting_id, account_id, coin, amount, bucket, balance_after, createtime)';
  await chunked(loader, P, entry, `select n, ${from}, 'USDT', -1001000, 'available', 0, ${time}`, progress('debit entries'));
  await chunked(loader, P, entry, `select n, ${to}, 'USDT', 1000000, 'available', 0, ${time}`, progress('credit entries'));
  await chunked(
    loader,
    Math.floor(P / 10),
    entry,
    `select 10 * n, ${FEES}, 'USDT', 1000, 'available', 0, ${time.replaceAll('n', '(10 * n)')}`,
    progress('fee entries'),
  );
  for (const index of journal) {
    log(`  index ${index.name}`);
    await loader.run(index.sql);
  }

  await chunked(
    loader,
    holds,
    'insert into ledger_holds (account_id, coin, amount, status, hold_posting_id, createtime, updatetime)',
    `select ${A} + 1 + (n * 7) % ${M}, 'USDT', 1000000, case when n <= ${pendingHolds} then 'pending' else 'posted' end, n, ${now}, ${now}`,
    progress('holds'),
  );

  const orders = Math.max(1, Math.floor(M / 5));
  const orderTime = `${now} - (n * 104729) % (365 * ${DAY})`;
  await chunked(
    loader,
    orders,
    `insert into p2p_orders (order_no, ad_id, ad_type, coin, buyer_id, seller_id, advertiser_id, taker_id, price, quantity,
       total, fee, matching_type, status, review, pi_hold_id, usdt_hold_id, createtime, expiretime, endtime)`,
    `select 'P' || n, 1, 'sell', 'PI', 1 + n % ${M}, 1 + (n + 1) % ${M}, 1 + (n + 1) % ${M}, 1 + n % ${M}, 2000000, 10000000 * (1 + n % 9),
       2000000 * (1 + n % 9), 0, 'ad', case when n % 20 = 0 then 'expired' else 'completed' end, 0, 1, 1,
       ${orderTime}, ${orderTime} + 900, ${orderTime} + 600`,
    progress('P2P orders'),
  );
  await chunked(
    loader,
    orders,
    `insert into shop_orders (order_no, user_id, seller_id, shop_id, product_id, product_name, product_image, price, quantity,
       total, fee, status, createtime, expiretime, paytime)`,
    `select 'S' || n, 1 + n % ${M}, 1 + (n * 31) % 1000, 1 + (n * 31) % 1000, 1 + n % 5000, 'Goods ' || (n % 5000), '', 12500000,
       1 + n % 3, 12500000 * (1 + n % 3), 0, case when n % 10 = 0 then 'cancelled' else 'completed' end,
       ${orderTime}, ${orderTime} + 1800, case when n % 10 = 0 then null else ${orderTime} + 60 end`,
    progress('shop orders'),
  );
  await chunked(
    loader,
    Math.max(1, Math.floor(M / 10)),
    `insert into wallet_withdrawals (user_id, coin, chain, address, amount, fee, actual, day, status, createtime, payout)`,
    `select 1 + n % ${M}, 'USDT', 'TRC20', 'T' || n, 5000000, 0, 5000000, '2026-01-01',
       case when n % 100 = 0 then 'pending' else 'passed' end, ${orderTime},
       case when n % 100 <= 1 then null else 'paid' end`,
    progress('withdrawals'),
  );
}
