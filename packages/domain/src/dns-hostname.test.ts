import { describe, expect, it } from 'vitest';
import { checkHostname } from './dns-hostname';

describe('dynamic-DNS hostnames (docs/product.md#customer-pages hostname, decision 0052)', () => {
  it.each([
    ['myhome.ddns.net', 'myhome.ddns.net'],
    ['  MyHome.DDNS.net. ', 'myhome.ddns.net'],
    ['office-1.dyndns.org', 'office-1.dyndns.org'],
    ['a.io', 'a.io'],
    ['xn--mnchen-3ya.duckdns.org', 'xn--mnchen-3ya.duckdns.org'],
    ['1.2.3.4.nip.io', '1.2.3.4.nip.io'],
    [`${'a'.repeat(63)}.net`, `${'a'.repeat(63)}.net`],
  ])('%s is registered as %s', (text, hostname) => {
    expect(checkHostname(text)).toEqual({ ok: true, hostname });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [`${'a.'.repeat(126)}net`, 'too_long'],
    [`${'a'.repeat(64)}.net`, 'label_too_long'],
    ['my_home.ddns.net', 'invalid_characters'],
    ['my home.ddns.net', 'invalid_characters'],
    ['münchen.de', 'invalid_characters'],
    ['https://myhome.ddns.net', 'invalid_characters'],
    ['myhome..ddns.net', 'empty_label'],
    ['.ddns.net', 'empty_label'],
    ['-myhome.ddns.net', 'hyphen_at_label_edge'],
    ['myhome-.ddns.net', 'hyphen_at_label_edge'],
    ['myhome', 'needs_domain'],
    ['1.2.3.4', 'numeric_top_level'],
    ['localhost', 'special_use'],
    ['router.local', 'special_use'],
    ['nas.home.arpa', 'special_use'],
    ['vpn.example.com', 'special_use'],
    ['abc.onion', 'special_use'],
    ['box.test', 'special_use'],
  ])('%s is refused: %s', (text, problem) => {
    expect(checkHostname(text)).toEqual({ ok: false, problem });
  });
});
