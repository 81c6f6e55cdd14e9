import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';

test.describe('setting up devices', () => {
  test('a customer connects an app with a one-time code, renames the device and removes it, each kept after a reload', async ({
    page,
    request,
  }) => {
    await signInAs(page, demoEmail('active'));
    await page.goto('/setup');
    await page.getByRole('link', { name: 'Set up a device' }).click();
    await expect(page).toHaveURL(/\/activation-setup\?activation_code=/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set up your devices' }),
    ).toBeVisible();
    await expect(page.getByText('No devices are connected yet.', { exact: false })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Get an activation code' }).click();
    const shown = page.getByLabel(/^Activation code/);
    await expect(shown).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const code = (await shown.textContent()) ?? '';

    // The app on the TV: it sends the code, no session and no browser Origin.
    const connected = await request.post('/api/v1/devices/activate', {
      data: { code, name: 'Living room TV', platform: 'android' },
    });
    expect(connected.status()).toBe(201);
    // The page looks again while a code is waiting, so the device shows up by itself.
    await expect(page.getByRole('heading', { level: 3, name: 'Living room TV' })).toBeVisible({
      timeout: 15_000,
    });
    // The code worked once.
    const reused = await request.post('/api/v1/devices/activate', {
      data: { code, name: 'Another TV', platform: 'android' },
    });
    expect(reused.status()).toBe(404);

    await page.reload();
    await page.getByRole('button', { name: 'Rename Living room TV' }).click();
    await page.getByRole('textbox', { name: 'Device name' }).fill('Kitchen TV');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('The device is now called Kitchen TV.')).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Kitchen TV' })).toBeVisible();
    // The demo customer is on Premium: ten devices, as the catalogue sells it.
    await expect(page.getByText('1 of 10 devices connected')).toBeVisible();
    await page.getByRole('button', { name: 'Remove Kitchen TV' }).click();
    await page.getByRole('button', { name: 'Remove device' }).click();
    await expect(page.getByText('Kitchen TV is removed and signed out.')).toBeVisible();

    await page.reload();
    await expect(page.getByText('No devices are connected yet.', { exact: false })).toBeVisible();
    await expect(page.getByText('0 of 10 devices connected')).toBeVisible();
  });
});
