import { CLOCK_PORT } from './support/servers';
import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';

// The expert programme is behind the operator's switch (EXPERT_PROGRAM_ENABLED). The clock
// server runs with it on (playwright.config.ts); the main server keeps the default, off.
// It runs before the clock journey moves that server a year and ends its sessions.
test.use({ baseURL: `http://127.0.0.1:${CLOCK_PORT}` });

test('an active customer applies to the expert programme, and the application is kept', async ({
  page,
}) => {
  await signInAs(page, demoEmail('active'));
  // The switch puts the programme in the account menu.
  await expect(
    page.getByRole('link', { name: 'Expert Program' }).filter({ visible: true }),
  ).toHaveCount(1);
  await page.goto('/expert-program');
  await expect(page.getByRole('heading', { level: 1, name: 'Expert Program' })).toBeVisible();

  const motivation = page.getByLabel('Why would you make a good Burrow expert?');
  await motivation.fill('Too short');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Tell us a little more: at least 20 characters.')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await motivation.fill('I set up Burrow for my whole family and answer questions in forums.');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/^Thank you for applying on/)).toBeVisible();

  await page.reload();
  await expect(page.getByText(/^Thank you for applying on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
});
