import type { Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, signInAs, test } from './support/fixtures';
import { emailTo, linkIn } from './support/mailbox';

// Every journey here changes or destroys its account, so each one makes a fresh customer
// instead of using the shared demo accounts the other journeys rely on.
const PASSWORD = 'a long unusual passphrase';

function newEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Signs up through the API as the sign-up page does, then follows the emailed confirmation
 * link in the browser, which confirms the address and signs the person in.
 */
async function signUpAndSignIn(page: Page, email: string): Promise<void> {
  // A script must name its origin: the API refuses state changes from elsewhere (CSRF).
  const origin = test.info().project.use.baseURL ?? '';
  const response = await page.request.post('/api/v2/auth/signup', {
    data: { email, password: PASSWORD },
    headers: { origin },
  });
  expect(response.status()).toBe(202);
  const confirmation = await emailTo(page, email, /confirm your email/i);
  await page.goto(linkIn(confirmation));
  await expect(page).toHaveURL(/\/subscriptions$/);
}

async function openAccountBilling(page: Page): Promise<void> {
  await page.goto('/account-billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Account & Billing' })).toBeVisible();
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('account settings', () => {
  test('a customer changes their email by following the link sent to the new address', async ({
    page,
  }) => {
    const oldEmail = newEmail('mover');
    const nextEmail = newEmail('moved');
    await signUpAndSignIn(page, oldEmail);
    await openAccountBilling(page);
    const email = region(page, 'Email address');
    await expect(email.getByText(oldEmail)).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await email.getByLabel('New email address').fill(nextEmail);
    await email.getByLabel('Password').fill(PASSWORD);
    await email.getByRole('button', { name: 'Change email' }).click();
    await expect(email.getByRole('status')).toContainText(
      `We sent a confirmation link to ${nextEmail}`,
    );
    // The old address is told, and nothing changes until the new one is confirmed.
    await emailTo(page, oldEmail, /change of your burrow email address was requested/i);

    await page.goto('/dev/mailbox');
    // The notice to the old address names the new one too: pick the mail with the link.
    const confirmLink = page.getByRole('link', { name: /\/account-billing\/confirm-email\?code=/ });
    const message = page
      .getByRole('article')
      .filter({ hasText: nextEmail })
      .filter({ has: confirmLink })
      .first();
    await message.getByRole('link', { name: /\/account-billing\/confirm-email\?code=/ }).click();
    await expect(page.getByRole('status')).toContainText(
      `Your Burrow account now signs in with ${nextEmail}.`,
    );
    await expectNoAccessibilityViolations(page);
    await page.getByRole('link', { name: 'Go to Account & Billing' }).click();
    await expect(region(page, 'Email address').getByText(nextEmail)).toBeVisible();
    await emailTo(page, oldEmail, /was changed/i);

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await signInAs(page, nextEmail, PASSWORD);
  });

  test('a link to confirm a new email opened signed out goes through sign-in, then confirms', async ({
    page,
  }) => {
    const oldEmail = newEmail('away');
    const nextEmail = newEmail('away-moved');
    await signUpAndSignIn(page, oldEmail);
    const origin = test.info().project.use.baseURL ?? '';
    const requested = await page.request.post('/api/v2/users/email/update', {
      data: { old_email: oldEmail, new_email: nextEmail, password: PASSWORD },
      headers: { origin },
    });
    expect(requested.status()).toBe(202);
    // Another device: no session. The code alone must not move the account (decision 0071).
    await page.context().clearCookies();
    await page.goto(linkIn(await emailTo(page, nextEmail, /confirm your new/i)));
    await expect(page).toHaveURL(/\/login\?next=%2Faccount-billing%2Fconfirm-email/);
    await page.getByLabel('Email address').fill(oldEmail);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('status')).toContainText(
      `Your Burrow account now signs in with ${nextEmail}.`,
    );
  });

  test('a customer changes their password, then signs in with the new one', async ({ page }) => {
    const address = newEmail('rotator');
    const newPassword = 'a different long passphrase';
    await signUpAndSignIn(page, address);
    await openAccountBilling(page);
    const password = region(page, 'Password');
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel(/^New password/).fill(newPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toContainText('Your password was saved.');
    // This browser stays signed in with a fresh session.
    await page.reload();
    await expect(region(page, 'Email address').getByText(address)).toBeVisible();
    await emailTo(page, address, /password was changed/i);

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await signInAs(page, address, newPassword);
  });

  test('a customer asks for deletion, sees the grace period, and cancels it', async ({ page }) => {
    const address = newEmail('hesitant');
    await signUpAndSignIn(page, address);
    await openAccountBilling(page);
    const danger = region(page, 'Delete account');
    await expect(danger.getByText(/14 days after you ask/)).toBeVisible();
    await danger.getByLabel('Password').fill(PASSWORD);
    await danger.getByRole('button', { name: 'Delete my account' }).click();
    await expect(danger.getByText(/Your account will be deleted on/)).toBeVisible();
    await emailTo(page, address, /will be deleted/i);
    await expectNoAccessibilityViolations(page);

    // The pending request survives a reload: it is the server's state, not the page's.
    await page.reload();
    await expect(region(page, 'Delete account').getByText(/will be deleted on/)).toBeVisible();
    await region(page, 'Delete account').getByRole('button', { name: 'Cancel deletion' }).click();
    await expect(region(page, 'Delete account').getByRole('status')).toContainText(
      'Your account will not be deleted.',
    );
    await emailTo(page, address, /will not be deleted/i);
    await page.reload();
    await expect(
      region(page, 'Delete account').getByRole('button', { name: 'Delete my account' }),
    ).toBeVisible();
  });

  test('a customer deletes their account at once, and can no longer sign in', async ({ page }) => {
    const address = newEmail('leaver');
    await signUpAndSignIn(page, address);
    await openAccountBilling(page);
    const danger = region(page, 'Delete account');
    await danger.getByLabel('Password').fill(PASSWORD);
    await danger.getByRole('button', { name: 'Delete my account' }).click();
    await expect(danger.getByText(/will be deleted on/)).toBeVisible();

    await danger.getByLabel('Password').fill(PASSWORD);
    await danger.getByRole('button', { name: 'Delete my account now' }).click();
    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await emailTo(page, address, /has been deleted/i);

    await page.goto('/account-billing');
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Email address').fill(address);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(/email address or password is not right/i);
  });
});
