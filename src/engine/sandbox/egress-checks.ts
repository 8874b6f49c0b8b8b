/**
 * What the egress proxy checks besides the allow-list: that an allowed name does
 * not resolve to a loopback, private, link-local or unique-local address (every
 * address is checked, and the proxy connects to the checked one, so a second
 * lookup cannot rebind it), and which name the client really speaks to: the TLS
 * server name (SNI) in the ClientHello sent first through a CONNECT tunnel, or the
 * Host header of a plain HTTP request.
 */
import dns from 'node:dns';
import net from 'node:net';

/** Resolves a name to every address it has (injectable so tests need no DNS). */
export type Lookup = (host: string) => Promise<readonly { address: string; family: number }[]>;

/** The system resolver, every address, in the order it gives them. */
export const systemLookup: Lookup = (host) =>
  dns.promises.lookup(host, { all: true, verbatim: true });

const RANGES: readonly [string, number, 'ipv4' | 'ipv6', string][] = [
  ['0.0.0.0', 8, 'ipv4', 'an unspecified'],
  ['127.0.0.0', 8, 'ipv4', 'a loopback'],
  ['10.0.0.0', 8, 'ipv4', 'a private'],
  ['172.16.0.0', 12, 'ipv4', 'a private'],
  ['192.168.0.0', 16, 'ipv4', 'a private'],
  ['100.64.0.0', 10, 'ipv4', 'a shared (carrier-grade NAT)'],
  ['169.254.0.0', 16, 'ipv4', 'a link-local'],
  ['::', 128, 'ipv6', 'an unspecified'],
  ['::1', 128, 'ipv6', 'a loopback'],
  ['fc00::', 7, 'ipv6', 'a unique-local'],
  ['fe80::', 10, 'ipv6', 'a link-local'],
];
const LISTS = RANGES.map(([address, prefix, family, kind]) => {
  const list = new net.BlockList();
  list.addSubnet(address, prefix, family);
  return { list, kind };
});

/** `a loopback` etc. when `address` may not be reached through a name, else undefined. */
export function internalKind(address: string): string | undefined {
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  // BlockList matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against the IPv4 ranges.
  return LISTS.find(({ list }) => list.check(address, family))?.kind;
}

/**
 * The address to connect to for `host`: an IP literal as it is (the entry named
 * it), a name's first address once every address it resolves to is public.
 * Returns `{ refused }` with the reason otherwise.
 */
export async function resolvePublic(
  host: string,
  lookup: Lookup,
  kindOf: (address: string) => string | undefined = internalKind,
): Promise<{ address: string } | { refused: string }> {
  if (net.isIP(host)) return { address: host };
  let addresses: readonly { address: string }[];
  try {
    addresses = await lookup(host);
  } catch (error) {
    return { refused: `${host} does not resolve (${(error as Error).message})` };
  }
  if (addresses.length === 0) return { refused: `${host} does not resolve` };
  for (const { address } of addresses) {
    const kind = kindOf(address);
    if (kind) {
      return {
        refused: `${host} resolves to ${address}, ${kind} address, which the sandbox never connects to through a name`,
      };
    }
  }
  return { address: addresses[0]!.address };
}

/** What the first bytes through a tunnel say about the name the client speaks to. */
export type FirstBytes =
  | { kind: 'incomplete' }
  | { kind: 'tls'; servername: string | undefined }
  | { kind: 'http'; host: string | undefined }
  | { kind: 'other' };

const MAX_FIRST_BYTES = 5 + 16384 + 2048;

/** Reads a TLS ClientHello record or an HTTP request head from the start of a tunnel. */
export function inspectFirstBytes(data: Buffer): FirstBytes {
  if (data.length === 0) return { kind: 'incomplete' };
  if (data[0] === 0x16) {
    if (data.length < 5) return { kind: 'incomplete' };
    const end = 5 + data.readUInt16BE(3);
    if (data.length < end) return { kind: 'incomplete' };
    const servername = serverName(data.subarray(5, end));
    return servername === null ? { kind: 'other' } : { kind: 'tls', servername };
  }
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0)
    return data.length > MAX_FIRST_BYTES ? { kind: 'other' } : { kind: 'incomplete' };
  const head = data.subarray(0, headEnd).toString('latin1');
  if (!/^[A-Z]+ \S+ HTTP\/1\.[01]\r\n/.test(`${head}\r\n`)) return { kind: 'other' };
  const host = /\r\nhost:[ \t]*([^\r\n]*)/i.exec(head)?.[1]?.trim();
  return { kind: 'http', host };
}

/** The SNI host name of a ClientHello handshake message; undefined when absent, null when malformed. */
function serverName(hello: Buffer): string | undefined | null {
  try {
    if (hello[0] !== 0x01) return null;
    let at = 4 + 2 + 32; // type, length, version, random
    at += 1 + hello.readUInt8(at); // session id
    at += 2 + hello.readUInt16BE(at); // cipher suites
    at += 1 + hello.readUInt8(at); // compression methods
    if (at >= hello.length) return undefined;
    const end = at + 2 + hello.readUInt16BE(at);
    at += 2;
    while (at + 4 <= end) {
      const type = hello.readUInt16BE(at);
      const length = hello.readUInt16BE(at + 2);
      if (type === 0) {
        const nameLength = hello.readUInt16BE(at + 4 + 3);
        if (hello.readUInt8(at + 4 + 2) !== 0) return null;
        return hello.subarray(at + 4 + 5, at + 4 + 5 + nameLength).toString('latin1');
      }
      at += 4 + length;
    }
    return undefined;
  } catch {
    return null;
  }
}

/** `host` of a Host header value (`name:port`, `[v6]:port`). */
export function hostOfHeader(value: string): string {
  const match = /^(\[[^\]]*\]|[^:]*)(:\d+)?$/.exec(value.trim());
  return match ? match[1]! : value;
}
