import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, confirmationLink, freshEmail, openPage, screenshot, waitForMail, type BrowserPage } from './support';

const RESET_EMAIL_SENT = 'Check your email for a link to reset your password.';
const RECOVERY_SUBJECT = 'Reset Your Password';

/**
 * Spec 01 §2/§5/§7: a confirmed user signs out, asks for a reset link on /login, opens the
 * recovery mail's link from the outbox, sets a new password and lands signed in; afterwards the
 * new password signs in and the old one is refused. The steps share one browser session.
 */
describe('password reset by e-mail', () => {
  let session: BrowserPage;
  let page: Page;
  const email = freshEmail();
  const oldPassword = 'e2e-old-secret-1';
  const newPassword = 'e2e-new-secret-2';
  let recoveryLink = '';

  async function signOut() {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${BASE_URL}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  }

  async function signIn(password: string) {
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  beforeAll(async () => {
    session = await openPage();
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
  });

  it('signs up, confirms through the outbox and signs out', async () => {
    await page.goto(`${BASE_URL}/login`);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(oldPassword);
    await page.getByLabel(/^Confirm password/).fill(oldPassword);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText('Please check your email and click the confirmation link').waitFor();

    await page.goto(confirmationLink(await waitForMail(email)));
    // A first run lands on the MFL connection step; the shell is one click away.
    await page.waitForURL(`${BASE_URL}/login`, { timeout: 10_000 });
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await page.getByTestId('header-email').getByText(email).waitFor();
    await signOut();
  });

  it("'Forgot password?' sends a recovery mail whose link leads to /reset-password", async () => {
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    // The address typed for sign-in carries over.
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(RESET_EMAIL_SENT).waitFor();
    await screenshot(page, '40-reset-email-sent');

    const mail = await waitForMail(email, new RegExp(`^${RECOVERY_SUBJECT}$`));
    const link = new URL(confirmationLink(mail));
    expect(`${link.origin}${link.pathname}`).toBe(`${BASE_URL}/reset-password`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('token_hash')).toBeTruthy();

    recoveryLink = link.toString();
    await page.goto(recoveryLink);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByText(`Choose a new password for ${email}.`).waitFor();
    await screenshot(page, '41-reset-password-form');
  });

  it('checks the new password and shows the service refusing the old one', async () => {
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm password/).fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByRole('alert').getByText('Passwords do not match').waitFor();

    await page.getByLabel(/^New password/).fill('abc');
    await page.getByLabel(/^Confirm password/).fill('abc');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByRole('alert').getByText('Password must be at least 6 characters').waitFor();

    await page.getByLabel(/^New password/).fill(oldPassword);
    await page.getByLabel(/^Confirm password/).fill(oldPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByRole('alert').getByText('New password should be different from the old password.').waitFor();
    // Let the button's loader fade back to its label before the picture.
    await page.locator('button[type="submit"]:not([data-loading])').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, '42-reset-password-same-password');
  });

  it("sets the new password, says 'Password updated.' and lands signed in on /dashboard", async () => {
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm password/).fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await page.getByText('Password updated.').waitFor();
    await page.getByTestId('header-email').getByText(email).waitFor();
    // Let the notification finish sliding in before the picture.
    await page.waitForTimeout(500);
    await screenshot(page, '43-password-updated');
  });

  it('the old password is refused, the new one signs in', async () => {
    await signOut();
    await signIn(oldPassword);
    await page.getByRole('alert').getByText('Invalid login credentials').waitFor();

    await signIn(newPassword);
    // No profile yet, so /login's second step asks for the MFL account: signed in.
    await page.getByRole('heading', { name: 'Connect your MFL account' }).waitFor();
  });

  it('a used or broken link says so and leads back to /login', async () => {
    await page.goto(recoveryLink);
    await page.getByRole('heading', { name: 'Password reset failed' }).waitFor();
    await page.getByText('Email link is invalid or has expired').waitFor();

    await page.goto(`${BASE_URL}/reset-password?type=recovery`);
    await page.getByText('Invalid password reset link.').waitFor();
    await screenshot(page, '44-reset-link-invalid');
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await page.waitForURL(`${BASE_URL}/login`);
  });
});
