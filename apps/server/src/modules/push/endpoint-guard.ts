/**
 * Where the server may send a push (docs/api.md "Notifications" — push addresses). A subscription's endpoint is
 * an address the member chose, and the server connects to it on every notice, so an endpoint inside our own
 * network would make the server a probe of it (blind SSRF). An endpoint must be `https:` at a public address:
 *
 * - an IP literal (in any spelling the URL parser accepts: `2130706433`, `0x7f000001` and `[::ffff:7f00:1]` are
 *   all 127.0.0.1) must be a public unicast address;
 * - a host name must not be `localhost` or a local-only name, and every address it resolves to must be public —
 *   checked when subscribing and again on every send, where the connection goes to the very address that was
 *   checked (the agent's `lookup`), so a name that resolves elsewhere between the check and the connect
 *   (DNS rebinding) still cannot reach inside;
 * - redirects are never followed (web-push treats any 3xx as a failure).
 *
 * The tests' local push service listens on 127.0.0.1: it is reached only when the configuration sets
 * `PUSH_TEST_LOOPBACK` (config.ts refuses it outside NODE_ENV=test), and then only at the literal 127.0.0.1.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { parse as legacyParse } from 'node:url';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses (every one of them; the connection may use any). */
export type PushResolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: PushResolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

let resolver: PushResolver = systemResolver;
let allowTestLoopback = false;

/** Set at start-up from the configuration (push.routes.ts): the tests' loopback push service is allowed or not. */
export function usePushEndpointPolicy(policy: { allowTestLoopback: boolean }): void {
  allowTestLoopback = policy.allowTestLoopback;
}

/** Replaces the resolver (tests: a stub that answers private addresses, so nothing is ever sent there). */
export function usePushResolver(next: PushResolver | undefined): void {
  resolver = next ?? systemResolver;
}

export class PushAddressRefused extends Error {
  constructor(readonly host: string) {
    super(`push endpoint not at a public address: ${host}`);
    this.name = 'PushAddressRefused';
  }
}

/** IPv4 ranges that are not public unicast (RFC 6890 special-purpose registry, plus multicast and reserved). */
const PRIVATE_V4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;

/**
 * Inside 2000::/3 (the only global unicast IPv6 space), the ranges that tunnel or embed IPv4 (Teredo, 6to4)
 * or are for documentation and benchmarking. Everything outside 2000::/3 is refused: loopback, unspecified,
 * IPv4-mapped and -translated, unique-local fc00::/7, link-local fe80::/10, multicast.
 */
const SPECIAL_V6 = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const;

const privateV4 = new BlockList();
for (const [net, prefix] of PRIVATE_V4) privateV4.addSubnet(net, prefix, 'ipv4');
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const specialV6 = new BlockList();
for (const [net, prefix] of SPECIAL_V6) specialV6.addSubnet(net, prefix, 'ipv6');

/** True for a public unicast address, false for anything a server must not be sent to. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !privateV4.check(address, 'ipv4');
  if (version === 6) return globalV6.check(address, 'ipv6') && !specialV6.check(address, 'ipv6');
  return false;
}

const LOCAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|home\.arpa|in-addr\.arpa|ip6\.arpa)$/;

const bare = (host: string) =>
  host
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

/**
 * The host an endpoint connects to, or undefined when the endpoint may not be used at all: not https,
 * credentials in it, a name with no dot or a local-only name, or a host that web-push (which parses with the
 * legacy `url.parse`) would read differently from the WHATWG parser this check uses.
 */
function endpointHost(endpoint: string): { host: string; literal: boolean } | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  const host = bare(url.hostname);
  let legacy: string | null | undefined;
  try {
    legacy = legacyParse(endpoint).hostname;
  } catch {
    return undefined;
  }
  if (!legacy || bare(legacy) !== host) return undefined;
  if (isIP(host)) return { host, literal: true };
  if (!host.includes('.') || LOCAL_NAME.test(host)) return undefined;
  return { host, literal: false };
}

const testLoopback = (host: string) => allowTestLoopback && host === '127.0.0.1';

/** Resolves a name and refuses it unless every address is public. */
async function publicAddresses(host: string): Promise<ResolvedAddress[]> {
  let found: ResolvedAddress[];
  try {
    found = await resolver(host);
  } catch (error) {
    // Not found or DNS down: not a refusal of the address (a send tries again with the next notice).
    throw new Error(`push endpoint lookup failed: ${host}`, { cause: error });
  }
  if (!found.length || !found.every((a) => isPublicAddress(a.address))) throw new PushAddressRefused(host);
  return found;
}

/**
 * Checks an endpoint now (subscribing, and before each send): resolves it and throws PushAddressRefused
 * unless it is https at public addresses only (or the tests' loopback service, when allowed).
 */
export async function checkPushEndpoint(endpoint: string): Promise<void> {
  const target = endpointHost(endpoint);
  if (!target) throw new PushAddressRefused(endpoint);
  if (target.literal) {
    if (!isPublicAddress(target.host) && !testLoopback(target.host)) throw new PushAddressRefused(target.host);
    return;
  }
  await publicAddresses(target.host);
}

/**
 * The connection's own lookup: the address Node connects to is one this function checked, at the moment of
 * connecting, so a name re-pointed after checkPushEndpoint (DNS rebinding) is refused here.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  publicAddresses(bare(hostname)).then(
    (found) => {
      const wanted = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
      if (!wanted.length) return callback(new PushAddressRefused(hostname), '', 4);
      if (options.all) return (callback as (e: null, all: ResolvedAddress[]) => void)(null, wanted);
      return callback(null, wanted[0]!.address, wanted[0]!.family);
    },
    (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
  );
};

/** One agent for every push to a host name; no keep-alive, so each send looks the name up (and checks it) again. */
const guardedAgent = new https.Agent({ lookup: guardedLookup, keepAlive: false });

/**
 * The https agent a push to this endpoint goes through: the guarded one for a host name; none (the default
 * agent) for an IP literal, which Node connects to without a lookup and checkPushEndpoint has just checked.
 */
export function pushAgent(endpoint: string): https.Agent | undefined {
  const target = endpointHost(endpoint);
  return target && !target.literal ? guardedAgent : undefined;
}
