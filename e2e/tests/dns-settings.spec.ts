import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';

test.describe('DNS settings', () => {
  test('a customer registers an IP address and a hostname, turns automatic registration on, and finds them after a reload', async ({
    page,
  }) => {
    // The expiring customer: an active plan, and no other journey looks at DNS settings.
    await signInAs(page, demoEmail('expiring'));
    await page.goto('/dns_settings');
    await expect(page.getByRole('heading', { level: 1, name: 'DNS settings' })).toBeVisible();
    await expect(page.getByText('No IP address registered yet.')).toBeVisible();
    // The browser comes from 127.0.0.1: shown, but not offered for registration.
    await expect(
      page.getByText(/You are browsing from 127\.0\.0\.1, which is not a public/),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    const ipField = page.getByRole('textbox', { name: 'IP address' });
    await ipField.fill('192.168.1.20');
    await page.getByRole('button', { name: 'Register IP address' }).click();
    await expect(page.getByText(/This is a private address inside your home/)).toBeVisible();
    await ipField.fill('81.2.69.160');
    await page.getByRole('button', { name: 'Register IP address' }).click();
    await expect(page.getByText('81.2.69.160 is registered.', { exact: false })).toBeVisible();

    await page.getByRole('textbox', { name: 'Hostname' }).fill('MyHome.DDNS.net');
    await page.getByRole('button', { name: 'Save hostname' }).click();
    await expect(page.getByText('Registered hostname: myhome.ddns.net')).toBeVisible();

    const toggle = page.getByRole('switch', { name: 'Register my IP address automatically' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(
      page.getByText('Saved: our apps now register your address', { exact: false }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.reload();
    await expect(page.getByText(/Registered: 81\.2\.69\.160, since/)).toBeVisible();
    await expect(page.getByText('Registered hostname: myhome.ddns.net')).toBeVisible();
    await expect(
      page.getByRole('switch', { name: 'Register my IP address automatically' }),
    ).toHaveAttribute('aria-checked', 'true');
  });
});
