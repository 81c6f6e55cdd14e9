import { describe, expect, it } from 'vitest';
import {
  FOOTER_BLOG_BLOCK,
  FOOTER_COLUMNS,
  HEADER_CTAS,
  HEADER_MENUS,
  MARKETING_PATHS,
  SOCIAL_LINKS,
  siteLinkFor,
} from './site-navigation';

const hrefs = (id: string) => HEADER_MENUS.find((menu) => menu.id === id)!.links.map((l) => l.href);

describe('site navigation (docs/product.md#the-site-shell shared page shell)', () => {
  it.each([
    [
      'why',
      [
        '/what-is-vpn',
        '/vpn-server',
        '/vpn-service',
        '/gaming',
        '/policy-towards-logs',
        '/features',
      ],
    ],
    [
      'products',
      [
        '/keys',
        '/aircove',
        '/threat-manager',
        '/ad-blocker',
        '/parental-controls',
        '/dedicated-ip',
        '/id-defender/id-alerts',
        '/id-defender/id-theft-insurance',
        '/id-defender/data-removal',
        '/id-defender/credit-scanner',
        '/esim',
      ],
    ],
    [
      'devices',
      [
        '/vpn-download/mac',
        '/vpn-download/windows',
        '/vpn-download/ios',
        '/vpn-download/android',
        '/vpn-download/linux',
        '/vpn-download/router',
        '/vpn-download/apple-tv',
        '/vpn-download/fire-tv-stick',
        '/vpn-download/android-tv',
        '/vpn-download/chrome',
        '/vpn-download',
      ],
    ],
    ['help', ['/support', '/support#contact', '/redeem']],
    ['blog', ['/blog']],
  ])('the %s menu links to its targets', (id, expected) => {
    expect(hrefs(id)).toEqual(expected);
  });

  it('uses the header tracking categories', () => {
    expect(HEADER_MENUS.map((menu) => menu.category)).toEqual([
      'Header',
      'Header',
      'Header',
      'Support',
      'Blog',
    ]);
    expect(HEADER_CTAS.map((cta) => [cta.href, cta.category])).toEqual([
      ['/aircove', 'Get Aircove'],
      ['/setup', 'Setup'],
    ]);
  });

  it('labels every link with a message or a proper noun', () => {
    for (const link of HEADER_MENUS.flatMap((menu) => menu.links))
      expect(link.labelKey ?? link.name, link.href).toBeTruthy();
  });

  it('has a simple page behind every header link that is not an account page', () => {
    const accountPaths = ['/keys', '/esim', '/redeem', '/setup'];
    for (const link of [...HEADER_MENUS.flatMap((menu) => menu.links), ...HEADER_CTAS]) {
      const path = link.href.split('#')[0]!;
      if (accountPaths.includes(path) || path.startsWith('/id-defender/')) continue;
      expect(MARKETING_PATHS, path).toContain(path);
    }
  });

  it.each([
    ['/aircove', 'Aircove'],
    ['/vpn-download/fire-tv-stick', 'Fire TV Stick'],
    ['/what-is-vpn', undefined],
  ])('finds the link of %s', (href, name) => {
    expect(siteLinkFor(href)?.name).toBe(name);
  });

  it('finds a call-to-action and nothing for an unknown path', () => {
    expect(siteLinkFor('/setup')?.labelKey).toBe('site.cta.setup');
    expect(siteLinkFor('/tos')?.labelKey).toBe('site.link.tos');
    expect(siteLinkFor('/nowhere')).toBeUndefined();
  });

  it('has a label for every marketing page', () => {
    for (const path of MARKETING_PATHS) expect(siteLinkFor(path), path).toBeDefined();
  });
});

describe('footer (docs/product.md#the-site-shell)', () => {
  it('has four columns, five social links and a blog block', () => {
    expect(FOOTER_COLUMNS.map((column) => column.id)).toEqual([
      'downloads',
      'servers',
      'features',
      'company',
    ]);
    expect(SOCIAL_LINKS).toHaveLength(5);
    expect(FOOTER_BLOG_BLOCK[0]?.href).toBe('/blog');
  });

  it('has a page with a label behind every footer link', () => {
    const accountPaths = ['/keys', '/esim', '/redeem', '/setup'];
    for (const link of [
      ...FOOTER_COLUMNS.flatMap((column) => column.links),
      ...FOOTER_BLOG_BLOCK,
    ]) {
      expect(link.labelKey ?? link.name ?? link.country, link.href).toBeTruthy();
      if (accountPaths.includes(link.href)) continue;
      expect(MARKETING_PATHS, link.href).toContain(link.href);
      expect(siteLinkFor(link.href), link.href).toBeDefined();
    }
  });

  it('names server locations by country', () => {
    expect(siteLinkFor('/vpn-server/de')?.country).toBe('DE');
  });
});
