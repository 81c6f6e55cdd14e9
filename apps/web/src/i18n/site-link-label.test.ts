import {
  FOOTER_BLOG_BLOCK,
  FOOTER_COLUMNS,
  HEADER_CTAS,
  HEADER_MENUS,
  LEGAL_LINKS,
} from '@burrow/domain/site-navigation';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import { siteLinkLabel, siteMessageId } from './site-link-label';

describe('shell navigation words', () => {
  it('has an English message for every label the domain names', () => {
    const keys = [
      ...HEADER_MENUS.map((menu) => menu.labelKey),
      ...HEADER_MENUS.flatMap((menu) => menu.links.map((link) => link.labelKey)),
      ...HEADER_CTAS.map((cta) => cta.labelKey),
      ...LEGAL_LINKS.map((link) => link.labelKey),
      ...FOOTER_COLUMNS.flatMap((column) => [
        column.labelKey,
        ...column.links.map((link) => link.labelKey),
      ]),
      ...FOOTER_BLOG_BLOCK.map((link) => link.labelKey),
    ].filter((key): key is string => key !== undefined);
    for (const key of keys) expect(Object.keys(en), key).toContain(key);
  });

  it('names a server country in the page language', () => {
    const german = createIntl({ locale: 'de', messages: en });
    expect(siteLinkLabel(german, { href: '/vpn-server/gb', country: 'GB' })).toBe(
      'Vereinigtes Königreich',
    );
  });

  it('refuses an id the catalogue does not have', () => {
    expect(() => siteMessageId(createIntl({ locale: 'en', messages: en }), 'site.nowhere')).toThrow(
      'No message site.nowhere',
    );
  });
});
