import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, CONTENT_SLUG_PATTERN, contentPageAt } from './content-pages';
import { isPagePath } from './page-routes';
import { DEVICES, downloadPagePath } from './site-navigation';

describe('content pages', () => {
  it('every legal page, help page and download page is a content page of the route table', () => {
    const paths = CONTENT_PAGES.map((page) => page.path);
    for (const path of ['/tos', '/privacy-policy', '/refund-policy', '/support', '/trust-center'])
      expect(paths).toContain(path);
    for (const { slug } of DEVICES) expect(paths).toContain(downloadPagePath(slug));
    for (const page of CONTENT_PAGES) {
      expect(isPagePath(page.path), page.path).toBe(true);
      expect(page.slug).toMatch(CONTENT_SLUG_PATTERN);
    }
  });

  it('finds the page of a path, ignoring case and a trailing slash', () => {
    expect(contentPageAt('/TOS/')).toEqual({ slug: 'terms', path: '/tos' });
    expect(contentPageAt('/vpn-download/linux')?.slug).toBe('download-linux');
    expect(contentPageAt('/order')).toBeUndefined();
  });

  it.each(['../etc/passwd', 'terms.md', 'Terms', 'a--b', '-a', ''])('%s is no slug', (slug) => {
    expect(CONTENT_SLUG_PATTERN.test(slug)).toBe(false);
  });
});
