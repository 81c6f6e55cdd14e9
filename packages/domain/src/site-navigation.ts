/**
 * Spec §2 "Shared page shell": the header's dropdown menus, its call-to-action buttons and
 * the footer's columns, as data. Labels are message ids, or a proper noun (`name`) that is
 * the same in every language; the web renders them. Paths are unprefixed: the web's router
 * adds the locale prefix (decision 0057).
 */

/** Spec §2 header tracking categories, sent with 'website_object_clicked'. */
export type HeaderTrackingCategory = 'Support' | 'Blog' | 'Get Aircove' | 'Setup' | 'Header';

export interface SiteLink {
  href: string;
  /** A message id, or undefined when `name` is the label in every language. */
  labelKey?: string;
  /** A proper noun (a product or device), also the `{name}` of `labelKey` when it has one. */
  name?: string;
  /** Shows the spec's 'New!' badge. */
  isNew?: boolean;
}

export interface HeaderMenu {
  id: 'why' | 'products' | 'devices' | 'help' | 'blog';
  labelKey: string;
  category: HeaderTrackingCategory;
  links: SiteLink[];
}

/** Spec §2 Devices: a download page per device, then /vpn-download for all of them. */
export const DEVICES: readonly { slug: string; name: string }[] = [
  { slug: 'mac', name: 'Mac' },
  { slug: 'windows', name: 'Windows' },
  { slug: 'ios', name: 'iOS' },
  { slug: 'android', name: 'Android' },
  { slug: 'linux', name: 'Linux' },
  { slug: 'router', name: 'Router' },
  { slug: 'apple-tv', name: 'Apple TV' },
  { slug: 'fire-tv-stick', name: 'Fire TV Stick' },
  { slug: 'android-tv', name: 'Android TV' },
  { slug: 'chrome', name: 'Chrome' },
];

export const HEADER_MENUS: readonly HeaderMenu[] = [
  {
    id: 'why',
    labelKey: 'site.menu.why',
    category: 'Header',
    links: [
      { href: '/what-is-vpn', labelKey: 'site.link.what_is_vpn' },
      { href: '/vpn-server', labelKey: 'site.link.vpn_server' },
      { href: '/vpn-service', labelKey: 'site.link.vpn_service' },
      { href: '/gaming', labelKey: 'site.link.gaming' },
      { href: '/policy-towards-logs', labelKey: 'site.link.no_logs' },
      { href: '/features', labelKey: 'site.link.features' },
    ],
  },
  {
    id: 'products',
    labelKey: 'site.menu.products',
    category: 'Header',
    links: [
      { href: '/keys', labelKey: 'shell.menu.password_manager' },
      { href: '/aircove', name: 'Aircove' },
      { href: '/threat-manager', name: 'Threat Manager' },
      { href: '/ad-blocker', name: 'Ad Blocker' },
      { href: '/parental-controls', name: 'Parental Controls' },
      { href: '/dedicated-ip', labelKey: 'shell.menu.dedicated_ip' },
      { href: '/id-defender/id-alerts', labelKey: 'shell.menu.id_alerts' },
      { href: '/id-defender/id-theft-insurance', labelKey: 'shell.menu.id_insurance' },
      { href: '/id-defender/data-removal', labelKey: 'shell.menu.id_removal' },
      { href: '/id-defender/credit-scanner', labelKey: 'shell.menu.credit_scanner' },
      { href: '/esim', labelKey: 'shell.menu.esim', isNew: true },
    ],
  },
  {
    id: 'devices',
    labelKey: 'site.menu.devices',
    category: 'Header',
    links: [
      ...DEVICES.map(({ slug, name }) => ({ href: `/vpn-download/${slug}`, name })),
      { href: '/vpn-download', labelKey: 'site.link.all_downloads' },
    ],
  },
  {
    id: 'help',
    labelKey: 'site.menu.help',
    category: 'Support',
    links: [
      { href: '/support', labelKey: 'site.link.support' },
      { href: '/support#open-chat', labelKey: 'site.chat.button' },
      { href: '/redeem', labelKey: 'shell.menu.redeem_code' },
    ],
  },
  {
    id: 'blog',
    labelKey: 'site.menu.blog',
    category: 'Blog',
    links: [{ href: '/blog', labelKey: 'site.menu.blog' }],
  },
];

/** Spec §2 call-to-action buttons. */
export const HEADER_CTAS: readonly (SiteLink & { category: HeaderTrackingCategory })[] = [
  { href: '/aircove', name: 'Aircove', labelKey: 'site.cta.aircove', category: 'Get Aircove' },
  { href: '/setup', labelKey: 'site.cta.setup', category: 'Setup' },
];

/** The pages behind the shell's links that are simple marketing pages of their own. */
export const MARKETING_PATHS: readonly string[] = [
  '/what-is-vpn',
  '/vpn-server',
  '/vpn-service',
  '/gaming',
  '/policy-towards-logs',
  '/features',
  '/aircove',
  '/threat-manager',
  '/ad-blocker',
  '/parental-controls',
  '/dedicated-ip',
  '/vpn-download',
  ...DEVICES.map(({ slug }) => `/vpn-download/${slug}`),
  '/support',
  '/blog',
  '/privacy-policy',
  '/tos',
];

/** Spec §2 footer bottom links (the footer prefixes them per locale: footer-variants.ts). */
export const LEGAL_LINKS: readonly SiteLink[] = [
  { href: '/privacy-policy', labelKey: 'site.link.privacy' },
  { href: '/tos', labelKey: 'site.link.tos' },
];

/** The shell's link to a path, for a marketing page's title. */
export function siteLinkFor(href: string): SiteLink | undefined {
  for (const menu of HEADER_MENUS) {
    const found = menu.links.find((link) => link.href === href);
    if (found) return found;
  }
  return [...HEADER_CTAS, ...LEGAL_LINKS].find((link) => link.href === href);
}
