/**
 * Crash test (docs/reliability.md "Crash test"): an HTTP client that outlives server crashes. A request cut off by a
 * SIGKILL is sent again, with the same body and idempotency key, once the server is back, so its final answer is
 * known and a request the dead process had committed must come back as the same result, applied once. Every answer
 * with code 1 is recorded with what it should have left in the database (see crash-checks.ts).
 */
import type { CrashRig } from './crash-server.ts';

/** A row an acknowledged request must have left: exactly one row of `table` matches `where`. */
export interface Ack {
  what: string;
  table: 'ledger_postings' | 'wallet_withdrawals' | 'wallet_deposits' | 'p2p_ads' | 'p2p_orders' | 'shop_orders';
  where: Record<string, string | number>;
  /** the id the reply named, when it named one */
  id?: number;
  /** statuses the row may have reached since (later steps move it on) */
  status?: readonly string[];
  /** columns that must be set (e.g. a paid order's hold) */
  set?: readonly string[];
}

export interface Reply {
  code: number;
  msg: string;
  data: any;
}

export interface LoadStats {
  calls: number;
  acknowledged: number;
  /** requests cut off by a kill and sent again after the restart */
  resent: number;
  serverErrors: string[];
}

export class CrashClient {
  readonly acks: Ack[] = [];
  readonly stats: LoadStats = { calls: 0, acknowledged: 0, resent: 0, serverErrors: [] };

  constructor(private readonly rig: CrashRig) {}

  /** Resolves with the server's answer, however many crashes it takes to get one. */
  async send(path: string, body: unknown, token: string): Promise<Reply> {
    for (let attempt = 0; ; attempt++) {
      const url = await this.serverUp();
      if (attempt > 0) this.stats.resent++;
      try {
        const res = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token, 'accept-language': 'en' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        const reply = (await res.json()) as Reply;
        this.stats.calls++;
        if (res.status >= 500) this.stats.serverErrors.push(`${path} ${res.status}: ${reply.msg}`);
        return reply;
      } catch {
        // Connection refused or reset: the process died under the request (the rig marks it down before the
        // kill, so serverUp() then waits for the next one).
        await pause(100);
      }
    }
  }

  /** send(), and when the answer is code 1 record what it must have left (`ack` reads the reply). */
  async expect(path: string, body: unknown, token: string, ack: (data: any) => Ack): Promise<Reply> {
    const reply = await this.send(path, body, token);
    if (reply.code === 1) {
      this.stats.acknowledged++;
      this.acks.push(ack(reply.data));
    }
    return reply;
  }

  private async serverUp(): Promise<string> {
    while (!this.rig.url) await pause(50);
    return this.rig.url;
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
