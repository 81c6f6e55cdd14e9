import { expect, expectNoAccessibilityViolations, test } from './support/fixtures';

test('the header menus lead to real pages, under the German prefix too', async ({ page }) => {
  await page.goto('/');
  const products = page.getByRole('button', { name: 'Products' });
  await products.click();
  await expect(page.getByRole('link', { name: /eSIM/ })).toContainText('New!');
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(products).toBeFocused();

  await page.getByRole('button', { name: 'Devices' }).click();
  await page.getByRole('link', { name: 'Fire TV Stick' }).first().click();
  await expect(page).toHaveURL(/\/vpn-download\/fire-tv-stick$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fire TV Stick' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.goto('/de/what-is-vpn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /privacy|datenschutz/i })).toHaveAttribute(
    'href',
    '/de/privacy-policy',
  );
  await expect(page.getByTestId('device-icon-row')).toBeVisible();
});

test('the chat button opens the support panel and gives focus back', async ({ page }) => {
  await page.goto('/order');
  const chat = page.getByRole('button', { name: 'Need help? Chat with us!' });
  await expect(chat).toContainText('Online');
  await chat.click();
  await expect(page.getByRole('dialog', { name: 'Need help? Chat with us!' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(chat).toBeFocused();
});

test('analytics waits for consent, then page views and clicks reach the collector counts', async ({
  page,
}) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/emit-event')) events.push(request.postData() ?? '');
  });
  await page.goto('/features');
  await page.getByRole('button', { name: 'Why Burrow' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'VPN for gaming' })
    .click();
  await expect(page).toHaveURL(/\/gaming$/);
  expect(events).toEqual([]);

  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('checkbox', { name: /Analytics cookies/ }).check();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();

  const sessionTag = `/aircove`;
  const emitted = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/emit-event') && response.status() === 202,
  );
  await page.getByRole('link', { name: 'Get Aircove' }).click();
  await expect(page).toHaveURL(/\/aircove$/);
  await emitted;
  await expect
    .poll(() => events.some((body) => body.includes('website_object_clicked')))
    .toBe(true);
  await expect
    .poll(() => events.some((body) => body.includes(`"path":"${sessionTag}"`)))
    .toBe(true);

  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/dev/analytics/event-counts?from=${today}&to=${tomorrow}`,
      );
      const body = (await response.json()) as {
        counts: { event: string; page: string | null; count: number }[];
      };
      return body.counts.filter(
        (row) =>
          (row.event === 'page_view' && row.page === '/aircove') ||
          (row.event === 'website_object_clicked' && row.page === '/gaming'),
      ).length;
    })
    .toBe(2);
});
