import { BlockList, isIP } from 'node:net';

/** Why an address is not posted to; undefined when it is a public one. */
export type AddressProblem =
  'loopback' | 'private' | 'link-local' | 'unique-local' | 'metadata' | 'reserved';

type Rule = { problem: AddressProblem; list: BlockList };

function rule(problem: AddressProblem, v4: string[], v6: string[]): Rule {
  const list = new BlockList();
  for (const subnet of v4) {
    const [network, prefix] = subnet.split('/');
    list.addSubnet(network!, Number(prefix), 'ipv4');
  }
  for (const subnet of v6) {
    const [network, prefix] = subnet.split('/');
    list.addSubnet(network!, Number(prefix), 'ipv6');
  }
  return { problem, list };
}

// The metadata services first: they also sit in the link-local and unique-local ranges.
const RULES: Rule[] = [
  rule(
    'metadata',
    ['169.254.169.254/32', '169.254.170.2/32', '100.100.100.200/32'],
    ['fd00:ec2::254/128'],
  ),
  rule('loopback', ['127.0.0.0/8'], ['::1/128']),
  rule('private', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10'], []),
  rule('link-local', ['169.254.0.0/16'], ['fe80::/10']),
  rule('unique-local', [], ['fc00::/7', 'fec0::/10']),
  rule(
    'reserved',
    [
      '0.0.0.0/8',
      '192.0.0.0/24',
      '192.0.2.0/24',
      '198.18.0.0/15',
      '198.51.100.0/24',
      '203.0.113.0/24',
      '224.0.0.0/4',
      '240.0.0.0/4',
    ],
    ['::/96', '100::/64', '2001:db8::/32', 'ff00::/8'],
  ),
];

/** The IPv4 address an IPv6 one carries (IPv4-mapped `::ffff:a.b.c.d`, or NAT64), if any. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const match = /^(?:::ffff:(?:0:)?|64:ff9b::)(.+)$/.exec(lower);
  if (!match) return undefined;
  const tail = match[1]!;
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(tail);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Why `address` (an IP address) may not be posted to: loopback, private, link-local,
 * unique-local, a cloud metadata service or another reserved range, IPv4 or IPv6, including
 * IPv4 addresses written as IPv6; undefined for a public address.
 */
export function addressProblem(address: string): AddressProblem | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 0) return 'reserved';
  const v4 = version === 6 ? embeddedIpv4(bare) : bare;
  for (const { problem, list } of RULES) {
    if (v4 !== undefined ? list.check(v4, 'ipv4') : list.check(bare, 'ipv6')) return problem;
  }
  return undefined;
}
