/**
 * Reads the first screen is about to make, started while its code still loads (app/first-data.ts, run by the
 * boot entry, boot.ts; bench/results/lighthouse-*.md "changes"). The screen's own request for the same path
 * and body, within EARLY_MS, takes the reply over instead of asking again (lib/request.ts); a failed early
 * read is simply asked again.
 */
import type { Envelope, PostPath, RouteBody, RouteReply } from '@app/contract';
import { send, succeeded } from './transport';

/** How long a read started early waits for its screen to take it over. */
const EARLY_MS = 10_000;
const early = new Map<string, { at: number; reply: Promise<Envelope<unknown>> }>();
const earlyKey = (path: string, body: object) => `${path} ${JSON.stringify(body)}`;

/** A path's body, which may be left out when none of its fields is required. */
export type EarlyArgs<P extends PostPath> =
  Record<never, never> extends RouteBody<P> ? [body?: RouteBody<P>] : [body: RouteBody<P>];

let unauthorized = false;
let onUnauthorized: (() => void) | undefined;

/**
 * `signOut` runs when an early read is answered 401 (the stored token is no longer accepted), at once if one
 * already was: the member is signed out without waiting for the screen to take the reply over. lib/request.ts
 * registers it when it loads, since the toast it shows needs the interface texts.
 */
export function whenEarlyReadUnauthorized(signOut: () => void): void {
  onUnauthorized = signOut;
  if (unauthorized) signOut();
}

/**
 * Starts a read; the data is also given to the caller (undefined on any failure), e.g. to start loading the
 * screen's picture.
 */
export function requestEarly<P extends PostPath>(path: P, ...args: EarlyArgs<P>): Promise<RouteReply<P> | undefined> {
  const body = (args[0] ?? {}) as object;
  const key = earlyKey(path, body);
  let started = early.get(key);
  if (!started) {
    started = { at: Date.now(), reply: send(path, body) };
    early.set(key, started);
  }
  return started.reply.then(
    (reply) => {
      if (succeeded(reply)) return reply.data as RouteReply<P>;
      if (reply.code === 401 && !unauthorized) {
        unauthorized = true;
        onUnauthorized?.();
      }
      return undefined;
    },
    () => undefined, // the screen meets the failure when it takes the read over
  );
}

/** The early reply for this read, once; undefined when none was started or it is too old to use. */
export function takeEarly<T>(path: string, body: object | undefined): Promise<Envelope<T>> | undefined {
  if (!body) return undefined;
  const key = earlyKey(path, body);
  const started = early.get(key);
  early.delete(key);
  if (!started || Date.now() - started.at > EARLY_MS) return undefined;
  return started.reply.catch(() => send<T>(path, body)) as Promise<Envelope<T>>;
}

/** Drops the reads started early. A page never needs it; test files that share one page each start afresh. */
export function resetEarlyReads(): void {
  early.clear();
  unauthorized = false;
}
