import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPublicIpAddress } from './ip-address';

describe('public IP addresses for DNS access (docs/product.md#customer-pages authorize-ip, decision 0052)', () => {
  it.each([
    ['81.2.69.160', 4, '81.2.69.160'],
    ['  8.8.4.4 ', 4, '8.8.4.4'],
    ['1.0.0.1', 4, '1.0.0.1'],
    ['255.254.253.252', 4, undefined],
    ['2a00:1450:4001:82a::200e', 6, '2a00:1450:4001:82a::200e'],
    ['2A00:1450:4001:082A:0000:0000:0000:200E', 6, '2a00:1450:4001:82a::200e'],
    ['2606:4700:4700::1111', 6, '2606:4700:4700::1111'],
    ['2001:4860:0:0:1:0:0:8888', 6, '2001:4860::1:0:0:8888'],
    ['2001:4860:1:1:1:1:1:1', 6, '2001:4860:1:1:1:1:1:1'],
    ['2001:4860:0:1:1:1:1:1', 6, '2001:4860:0:1:1:1:1:1'],
    ['2400:cb00::1:2.3.4.5', 6, '2400:cb00::1:203:405'],
    ['::ffff:81.2.69.160', 4, '81.2.69.160'],
    ['::ffff:5102:45a0', 4, '81.2.69.160'],
  ])('%s is a public IPv%s address, stored as %s', (text, version, address) => {
    const check = checkPublicIpAddress(text);
    if (address === undefined) {
      expect(check).toEqual({ ok: false, problem: 'reserved' });
      return;
    }
    expect(check).toEqual({ ok: true, version, address });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['81.2.69', 'invalid'],
    ['81.2.69.160.1', 'invalid'],
    ['81.2.69.256', 'invalid'],
    ['081.2.69.160', 'invalid'],
    ['81.2.69.-1', 'invalid'],
    ['81.2.69.1e1', 'invalid'],
    ['example.com', 'invalid'],
    ['1:2:3:4:5:6:7', 'invalid'],
    ['1:2:3:4:5:6:7:8:9', 'invalid'],
    ['1::2::3', 'invalid'],
    [':1:2:3:4:5:6:7', 'invalid'],
    ['1:2:3:4:5:6:7:8::', 'invalid'],
    ['2001:db8::g', 'invalid'],
    ['12345::1', 'invalid'],
    ['fe80::1%eth0', 'invalid'],
    ['1.2.3.4::1', 'invalid'],
    ['::1.2.3', 'invalid'],
    [`2001:${'0'.repeat(60)}::1`, 'invalid'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['169.254.10.20', 'link_local'],
    ['fe80::1', 'link_local'],
    ['192.0.2.15', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['3fff:0fff::1', 'documentation'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::fb', 'multicast'],
    ['fd12:3456:789a::1', 'private'],
    ['fc00::1', 'private'],
    ['192.0.0.8', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['2002:c000:204::1', 'reserved'],
    ['100::1', 'reserved'],
    ['64:ff9b:1::1', 'reserved'],
    ['4000::1', 'reserved'],
  ])('%s is refused: %s', (text, problem) => {
    expect(checkPublicIpAddress(text)).toEqual({ ok: false, problem });
  });

  it('keeps the neighbours of the special ranges', () => {
    for (const text of ['172.15.255.255', '172.32.0.0', '100.63.255.255', '100.128.0.0']) {
      expect(checkPublicIpAddress(text)).toMatchObject({ ok: true, version: 4 });
    }
    expect(checkPublicIpAddress('2001:200::1')).toMatchObject({ ok: true, version: 6 });
  });

  it('answers the same canonical text for any spelling of an IPv6 address', () => {
    fc.assert(
      fc.property(fc.ipV6(), (text) => {
        const check = checkPublicIpAddress(text);
        if (!check.ok) return;
        expect(checkPublicIpAddress(check.address)).toEqual(check);
        expect(checkPublicIpAddress(text.toUpperCase())).toEqual(check);
      }),
    );
  });

  it('accepts every well-formed IPv4 address or names its range', () => {
    fc.assert(
      fc.property(fc.ipV4(), (text) => {
        const check = checkPublicIpAddress(text);
        expect(check.ok || check.problem !== 'invalid').toBe(true);
      }),
    );
  });
});
