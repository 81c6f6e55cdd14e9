/**
 * docs/product.md#the-site-shell "Shared page shell": the header's dropdown menus, its call-to-action buttons and
 * the footer's columns, as data. Labels are message ids, or a proper noun (`name`) that is
 * the same in every language; the web renders them. Paths are unprefixed: the web's router
 * adds the locale prefix (decision 0057).
 */

/** docs/product.md#page-views-and-clicks header tracking categories, sent with 'website_object_clicked'. */
export type HeaderTrackingCategory = 'Support' | 'Blog' | 'Get Aircove' | 'Setup' | 'Header';

export interface SiteLink {
  href: string;
  /** A message id, or undefined when `name` is the label in every language. */
  labelKey?: string;
  /** A proper noun (a product or device), also the `{name}` of `labelKey` when it has one. */
  name?: string;
  /** Shows the 'New!' badge. */
  isNew?: boolean;
  /** An ISO 3166 region whose name, in the page's language, is the label. */
  country?: string;
}

export interface HeaderMenu {
  id: 'why' | 'products' | 'devices' | 'help' | 'blog';
  labelKey: string;
  category: HeaderTrackingCategory;
  links: SiteLink[];
}

/** docs/product.md#pages-and-paths Devices: a download page per device, then /vpn-download for all of them. */
export const DEVICES = [
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
] as const satisfies readonly { slug: string; name: string }[];

export type DeviceSlug = (typeof DEVICES)[number]['slug'];

/** docs/product.md#pages-and-paths Devices: a device's download page, the one way to link to it. */
export function downloadPagePath(slug: DeviceSlug): string {
  return `/vpn-download/${slug}`;
}

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
      ...DEVICES.map(({ slug, name }) => ({ href: downloadPagePath(slug), name })),
      { href: '/vpn-download', labelKey: 'site.link.all_downloads' },
    ],
  },
  {
    id: 'help',
    labelKey: 'site.menu.help',
    category: 'Support',
    links: [
      { href: '/support', labelKey: 'site.link.support' },
      { href: '/support#contact', labelKey: 'site.link.contact' },
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

/** docs/product.md#the-site-shell call-to-action buttons. */
export const HEADER_CTAS: readonly (SiteLink & { category: HeaderTrackingCategory })[] = [
  { href: '/aircove', name: 'Aircove', labelKey: 'site.cta.aircove', category: 'Get Aircove' },
  { href: '/setup', labelKey: 'site.cta.setup', category: 'Setup' },
];

/** docs/product.md#the-site-shell footer: server locations by country, each named in the page's language. */
export const SERVER_COUNTRIES: readonly string[] = ['US', 'GB', 'DE', 'NL', 'JP', 'AU', 'CA', 'FR'];

export interface FooterColumn {
  id: 'downloads' | 'servers' | 'features' | 'company';
  labelKey: string;
  links: SiteLink[];
}

/** docs/product.md#the-site-shell footer: four columns of marketing links. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    id: 'downloads',
    labelKey: 'site.menu.devices',
    links: HEADER_MENUS.find((menu) => menu.id === 'devices')!.links,
  },
  {
    id: 'servers',
    labelKey: 'site.link.vpn_server',
    links: SERVER_COUNTRIES.map((country) => ({
      href: `/vpn-server/${country.toLowerCase()}`,
      country,
    })),
  },
  {
    id: 'features',
    labelKey: 'site.menu.products',
    links: [
      { href: '/features', labelKey: 'site.link.features' },
      { href: '/aircove', name: 'Aircove' },
      { href: '/threat-manager', name: 'Threat Manager' },
      { href: '/ad-blocker', name: 'Ad Blocker' },
      { href: '/parental-controls', name: 'Parental Controls' },
      { href: '/dedicated-ip', labelKey: 'shell.menu.dedicated_ip' },
    ],
  },
  {
    id: 'company',
    labelKey: 'site.footer.company',
    links: [
      { href: '/about', labelKey: 'site.footer.about' },
      { href: '/trust-center', labelKey: 'site.footer.trust' },
      { href: '/your-rights', labelKey: 'site.footer.rights' },
      { href: '/reviews', labelKey: 'site.footer.reviews' },
      { href: '/press', labelKey: 'site.footer.press' },
      { href: '/careers', labelKey: 'site.footer.careers' },
      { href: '/programs', labelKey: 'site.footer.programs' },
      { href: '/partners', labelKey: 'site.footer.partners' },
      { href: '/affiliates', labelKey: 'site.footer.affiliates' },
      { href: '/influencers', labelKey: 'site.footer.influencers' },
      { href: '/support', labelKey: 'site.link.support' },
      { href: '/learn', labelKey: 'site.footer.learn' },
      { href: '/blog', labelKey: 'site.menu.blog' },
    ],
  },
];

/** docs/product.md#the-site-shell: the en-only top block of blog and article links. */
export const FOOTER_BLOG_BLOCK: readonly SiteLink[] = [
  { href: '/blog', labelKey: 'site.menu.blog' },
  { href: '/what-is-vpn', labelKey: 'site.link.what_is_vpn' },
  { href: '/policy-towards-logs', labelKey: 'site.link.no_logs' },
  { href: '/gaming', labelKey: 'site.link.gaming' },
];

/** docs/product.md#the-site-shell: five social links (external, named by their brand). */
export const SOCIAL_LINKS: readonly { name: string; href: string }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'X', href: 'https://x.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
];

const FOOTER_ONLY = new Set([
  '/about',
  '/trust-center',
  '/your-rights',
  '/reviews',
  '/press',
  '/careers',
  '/programs',
  '/partners',
  '/affiliates',
  '/influencers',
  '/learn',
]);

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
  ...DEVICES.map(({ slug }) => downloadPagePath(slug)),
  '/support',
  '/blog',
  '/privacy-policy',
  '/tos',
  '/refund-policy',
  ...FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.href)).filter(
    (href) => href.startsWith('/vpn-server/') || FOOTER_ONLY.has(href),
  ),
];

/** docs/product.md#the-site-shell footer bottom links (the footer prefixes them per locale: footer-variants.ts). */
export const LEGAL_LINKS: readonly SiteLink[] = [
  { href: '/privacy-policy', labelKey: 'site.link.privacy' },
  { href: '/tos', labelKey: 'site.link.tos' },
  { href: '/refund-policy', labelKey: 'site.link.refund_policy' },
];

/** The shell's link to a path, for a marketing page's title. */
export function siteLinkFor(href: string): SiteLink | undefined {
  for (const menu of HEADER_MENUS) {
    const found = menu.links.find((link) => link.href === href);
    if (found) return found;
  }
  const footer = FOOTER_COLUMNS.flatMap((column) => column.links);
  return [...HEADER_CTAS, ...LEGAL_LINKS, ...footer].find((link) => link.href === href);
}
