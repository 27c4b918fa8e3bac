import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DomainError } from '@packlens/contracts';

/**
 * Where webhooks may go (SSRF): in production only https URLs whose host is, and resolves only to, public
 * addresses. Loopback, link-local, private, shared (CGNAT), unique-local, multicast, documentation and reserved
 * ranges are refused, for IPv4 and IPv6 alike, and IPv6 forms that carry an IPv4 address (mapped `::ffff:a.b.c.d`,
 * NAT64 `64:ff9b::/96`, 6to4 `2002::/16`, IPv4-compatible `::a.b.c.d`) are judged by that address. The check runs
 * when the endpoint is registered and again on every delivery, on the very addresses the connection uses (a name
 * that resolved to a public address yesterday may resolve to 10.0.0.1 today).
 */
export interface WebhookUrlPolicy {
  /** Any http(s) URL, loopback and private ranges included: development and tests (not production). */
  allowPrivate: boolean;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Looks a host name up: every address it has (dns.lookup, as connections do). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (no zone; a dotted IPv4 tail allowed). */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0];
  let tail: number[] | undefined;
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail = dotted[2].split('.').map(Number);
    text = `${dotted[1]}0:0`;
  }
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const double = text.indexOf('::');
  const words =
    double < 0
      ? groups(text)
      : (() => {
          const before = groups(text.slice(0, double));
          const after = groups(text.slice(double + 2));
          return [...before, ...Array<number>(Math.max(0, 8 - before.length - after.length)).fill(0), ...after];
        })();
  const bytes = words.slice(0, 8).flatMap((word) => [(word >> 8) & 0xff, word & 0xff]);
  if (tail) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** The IPv4 address an IPv6 address carries, where it carries one. */
function embeddedIpv4(address: string): string | undefined {
  const b = ipv6Bytes(address);
  if (b.length !== 16) return undefined;
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4 = (at: number) => b.slice(at, at + 4).join('.');
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated)
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12);
  if (zero(0, 12) && !zero(12, 16)) return v4(12);
  // 64:ff9b::/96 (NAT64) and 64:ff9b:1::/48 (local NAT64)
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) return v4(12);
  // 2002:a.b.c.d::/48 (6to4)
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2);
  return undefined;
}

/** Whether webhooks may be sent to this address in production. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, 'ipv4');
  if (family !== 6) return false;
  const bare = address.split('%')[0];
  if (refused.check(bare, 'ipv6')) return false;
  const v4 = embeddedIpv4(bare);
  return v4 ? !refused.check(v4, 'ipv4') : true;
}

/** The URL's host without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Why webhooks may not go to this URL, or undefined when they may: its shape always; in production https and
 * public addresses only (an IP host directly, a name by resolving it).
 */
export async function webhookUrlRefusal(raw: string, policy: WebhookUrlPolicy, resolve: Resolver = systemResolver): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `scheme ${url.protocol} is not http(s)`;
  if (url.username || url.password) return 'credentials in the URL';
  if (url.hash) return 'a fragment in the URL';
  if (policy.allowPrivate) return undefined;
  if (url.protocol !== 'https:') return 'not https';
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host) ? undefined : `${host} is not a public address`;
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    return `${host} does not resolve`;
  }
  if (!addresses.length) return `${host} does not resolve`;
  const blocked = addresses.find((a) => !isPublicAddress(a.address));
  return blocked ? `${host} resolves to ${blocked.address}, not a public address` : undefined;
}

/** Registration's check: WEBHOOK_URL_NOT_ALLOWED (422, on the `url` field) with the reason in its params. */
export async function checkWebhookUrl(raw: string, policy: WebhookUrlPolicy, resolve: Resolver = systemResolver): Promise<string> {
  const reason = await webhookUrlRefusal(raw, policy, resolve);
  if (reason) throw new DomainError('WEBHOOK_URL_NOT_ALLOWED', { reason }, { url: 'WEBHOOK_URL_NOT_ALLOWED' });
  return new URL(raw).toString();
}
