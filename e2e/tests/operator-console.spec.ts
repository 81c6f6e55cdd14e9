import { expect, expectNoAccessibilityViolations, test } from './support/fixtures';
import { STAFF_PAGES } from '@burrow/domain/page-routes';
import { DEMO_ADMIN, signInAsStaff } from './support/staff';

test.describe('the operator console', () => {
  test('a customer’s page loads nothing of the console', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((path) => /admin|customer-search|customer-route|audit-log/.test(path)),
    ).toEqual([]);
  });

  test('an admin signs in with the authenticator code, finds a customer, opens their page, sees both in the audit log, and every page fits a phone', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await signInAsStaff(page);

    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('active@demo');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: 'active@demo.burrow.test' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('email');
    await expectNoAccessibilityViolations(page);

    await row.getByRole('link', { name: 'active@demo.burrow.test' }).click();
    await expect(page.getByRole('heading', { name: 'active@demo.burrow.test' })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByRole('row').filter({ hasText: 'Signed up' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscriptions' })).not.toContainText(
      'No subscriptions.',
    );
    await expectNoAccessibilityViolations(page);

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(
      page.getByRole('row').filter({ hasText: 'customers.searched' }).first(),
    ).toContainText(DEMO_ADMIN.email);
    await expect(
      page.getByRole('row').filter({ hasText: 'customer.viewed' }).first(),
    ).toContainText(DEMO_ADMIN.email);

    // On a phone every console page fits the screen: nothing scrolls the page sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin/customers?query=active%40demo');
    const customerPage = await page
      .getByRole('link', { name: 'active@demo.burrow.test', exact: true })
      .getAttribute('href');
    const addresses = [
      ...STAFF_PAGES.filter((path) => !path.includes(':') && path !== '/admin/invitation'),
      customerPage ?? '/admin/customers',
      '/admin/storefronts/burrow/integrations',
    ];
    const overflowing: string[] = [];
    for (const address of addresses) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
      // Wide tables scroll inside their own box; the page itself must not.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) overflowing.push(`${address}: ${width}px`);
    }
    expect(overflowing).toEqual([]);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  });
});
