import { expect, expectNoAccessibilityViolations, signInAs, test } from './support/fixtures';
import { emailTo, linkIn } from './support/mailbox';

// The journey sets a new password, so it uses a customer of its own, never a shared demo
// account that other journeys sign in to.
const OLD_PASSWORD = 'a long unusual passphrase';
const NEW_PASSWORD = 'a brand new passphrase for burrow';

test('a customer who forgot their password sets a new one from the emailed link and is signed in', async ({
  page,
}) => {
  const email = `forgetful-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  // A script must name its origin: the API refuses state changes from elsewhere (CSRF).
  const origin = test.info().project.use.baseURL ?? '';
  const signup = await page.request.post('/api/v2/auth/signup', {
    data: { email, password: OLD_PASSWORD },
    headers: { origin },
  });
  expect(signup.status()).toBe(202);

  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If ${email} has a Burrow account, a link to choose a new password is on its way.`,
  );

  const resetEmail = await emailTo(page, email, /set a new burrow password/i);
  await page.goto(linkIn(resetEmail));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
  await emailTo(page, email, /password was reset/i);

  // Signed out, the old password no longer works and the new one does. (Reusing the link is
  // covered by the server's and the page's tests: its 403 would be a console error here.)
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/email address or password is not right/i);
  await signInAs(page, email, NEW_PASSWORD);
});
