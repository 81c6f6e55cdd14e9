import { DEVICES, downloadPagePath, type DeviceSlug } from './site-navigation';

/**
 * The legal and help pages whose words are content files, not code (decision 0099): each
 * page's path and the slug of its file (`<content dir>/<language>/<slug>.md`). An operator
 * replaces the files; adding a page here is the only code change a new one needs.
 */
export interface ContentPage {
  slug: string;
  path: string;
}

/** The slug of a device's download page. */
export function downloadContentSlug(device: DeviceSlug): string {
  return `download-${device}`;
}

export const CONTENT_PAGES: readonly ContentPage[] = [
  { slug: 'terms', path: '/tos' },
  { slug: 'privacy', path: '/privacy-policy' },
  { slug: 'refund-policy', path: '/refund-policy' },
  { slug: 'support', path: '/support' },
  { slug: 'trust-center', path: '/trust-center' },
  { slug: 'downloads', path: '/vpn-download' },
  ...DEVICES.map(({ slug }) => ({ slug: downloadContentSlug(slug), path: downloadPagePath(slug) })),
];

/** Content slugs: lower-case words joined by hyphens, so a slug can never name another file. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The content page a path opens (unprefixed, as the route table has it), if any. */
export function contentPageAt(path: string): ContentPage | undefined {
  const normalised = path.replace(/\/+$/, '').toLowerCase() || '/';
  return CONTENT_PAGES.find((page) => page.path === normalised);
}
