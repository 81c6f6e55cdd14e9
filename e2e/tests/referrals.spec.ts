import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';

test.describe('referring friends', () => {
  test('a customer copies their personal link, finds the same link after a reload, and a friend opening it is offered the bonus', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Reading the page only: the active customer's account is not changed.
    await signInAs(page, demoEmail('active'));
    await page.goto('/referrals');
    await expect(page.getByRole('heading', { level: 1, name: 'Refer friends' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Your personal referral link' });
    await expect(field).toHaveValue(
      /^http:\/\/127\.0\.0\.1:\d+\/order\?referrerId=[0-9A-F]{10}&referralCampaignId=default$/,
    );
    await expect(
      page.getByText('Friends who buy through your link get 1 month extra', { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByText('No friends have joined through your link yet.', { exact: false }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = await field.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your personal referral link' })).toHaveValue(
      link,
    );

    // A friend, in a browser of their own, opens the link.
    const friend = await browser.newContext();
    const friendPage = await friend.newPage();
    await friendPage.goto(link);
    await expect(friendPage.getByText('Your friend gave you an extra month free')).toBeVisible();
    await friend.close();
  });
});
