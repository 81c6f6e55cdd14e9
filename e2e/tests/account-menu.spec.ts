import type { Page } from '@playwright/test';
import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';

/**
 * The sidebar menu as a person reads it, top to bottom: group headings in brackets, then
 * their entries. docs/product.md#the-account-menu gives the menu per navigation type and the visibility rules.
 */
async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Account' });
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return nav
    .locator('a, button')
    .evaluateAll((elements) =>
      elements.map((element) =>
        element.hasAttribute('aria-expanded')
          ? `[${element.textContent?.trim() ?? ''}]`
          : (element.textContent?.trim() ?? ''),
      ),
    );
}

test.describe('the account menu of each navigation type (docs/product.md#the-account-menu)', () => {
  test('business on seat licences: legacy dashboard and the License Manager', async ({ page }) => {
    await signInAs(page, demoEmail('business-legacy'));
    expect(await menuEntries(page)).toEqual([
      'Dashboard',
      '[My account]',
      'License Manager',
      'Account & Billing',
      'Sign out',
    ]);
    const nav = page.getByRole('navigation', { name: 'Account' });
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/business_subscriptions$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Business subscriptions' }),
    ).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAccessibilityViolations(page);
  });

  test('business on the newer billing system: volume dashboard, no License Manager', async ({
    page,
  }) => {
    await signInAs(page, demoEmail('business'));
    expect(await menuEntries(page)).toEqual([
      'Dashboard',
      '[My account]',
      'Account & Billing',
      'Sign out',
    ]);
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/volume-management$/);
    const card = page.getByRole('article', { name: 'Burrow VPN VIP' });
    await expect(card.getByText('7 of 10')).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('free trial: VPN tools and the trial plan’s password manager, no referrals or dedicated IP', async ({
    page,
  }) => {
    await signInAs(page, demoEmail('trial'));
    expect(await menuEntries(page)).toEqual([
      'Dashboard',
      '[VPN]',
      'Setup Devices',
      'DNS Settings',
      '[My account]',
      'Password Manager',
      'My Subscription',
      'Account & Billing',
      'Changelog',
      'Redeem Code',
      'Sign out',
    ]);
  });

  test('in-app purchase: nothing that a store-billed plan cannot use', async ({ page }) => {
    await signInAs(page, demoEmail('inapp'));
    expect(await menuEntries(page)).toEqual([
      'Dashboard',
      '[VPN]',
      'Setup Devices',
      'DNS Settings',
      '[My account]',
      'My Subscription',
      'Account & Billing',
      'Changelog',
      'Sign out',
    ]);
  });

  test('active: every entry the plan, add-ons, coupon and eSIM earn', async ({ page }) => {
    await signInAs(page, demoEmail('active'));
    expect(await menuEntries(page)).toEqual([
      'Dashboard',
      '[VPN]',
      'Setup Devices',
      'DNS Settings',
      'Dedicated IP',
      '[Add-ons & coupons]',
      'eSIM',
      'Aircove coupon',
      '[ID Defender]',
      'ID Alerts',
      'ID Removal',
      '[My account]',
      'Password Manager',
      'Refer friends',
      'My Subscription',
      'Account & Billing',
      'Changelog',
      'Redeem Code',
      'Sign out',
    ]);
    const nav = page.getByRole('navigation', { name: 'Account' });
    await expect(nav.getByRole('link', { name: 'Setup Devices' })).toHaveAttribute(
      'href',
      /^\/activation-setup\?activation_code=.+/,
    );
    await nav.getByRole('link', { name: 'eSIM' }).click();
    await expect(page).toHaveURL(/\/esim$/);
    await expect(nav.getByRole('link', { name: 'eSIM' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('img', { name: 'QR code to install your holiday eSIM' }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await nav.getByRole('link', { name: 'Aircove coupon' }).click();
    await expect(page).toHaveURL(
      /\/my-subscriptions\/krn:subscription:[0-9a-f-]+\/aircove-coupon$/,
    );
    await expect(page.getByText(/^AIRCOVE-[0-9A-F]{8}$/)).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('active with ID Defender add-ons: the pages the add-ons unlock, not the plan’s', async ({
    page,
  }) => {
    await signInAs(page, demoEmail('id-defender'));
    expect(await menuEntries(page)).toEqual([
      'Dashboard',
      '[VPN]',
      'Setup Devices',
      'DNS Settings',
      'Dedicated IP',
      '[ID Defender]',
      'ID Insurance',
      'Credit Scanner',
      '[My account]',
      'Password Manager',
      'Refer friends',
      'My Subscription',
      'Account & Billing',
      'Changelog',
      'Redeem Code',
      'Sign out',
    ]);
  });

  test('expired: the short menu', async ({ page }) => {
    await signInAs(page, demoEmail('expired'));
    expect(await menuEntries(page)).toEqual([
      'Dashboard',
      '[My account]',
      'Account & Billing',
      'Changelog',
      'Redeem Code',
      'Sign out',
    ]);
    const nav = page.getByRole('navigation', { name: 'Account' });
    await nav.getByRole('link', { name: 'Changelog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

test('on a phone the menu opens in a sheet with My account open and the other groups folded', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, demoEmail('active'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Account menu' });
  await expect(sheet.getByRole('button', { name: 'My account' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sheet.getByRole('button', { name: 'VPN' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(sheet.getByRole('link', { name: 'Dedicated IP' })).toBeHidden();
  await sheet.getByRole('button', { name: 'VPN' }).click();
  await sheet.getByRole('link', { name: 'Dedicated IP' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/support\/dedicated-ip$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dedicated IP' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
