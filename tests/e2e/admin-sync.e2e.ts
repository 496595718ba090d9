import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUpAndConnect, simControl, userIdOf } from './demo-league';
import { BASE_URL, openPage, screenshot, SCREENSHOT_DIR, type BrowserPage } from './support';

/**
 * The admin's Data Sync and System Settings pages against the stack and the simulator: an admin
 * starts a sync, sees 'Running' and its progress, reloads and still sees 'Running' (the state comes
 * from the jobs table), then the result; the settings page saves numbers and says 'Settings updated.'.
 */

describe('admin: data sync and system settings', () => {
  let session: BrowserPage;
  let page: Page;
  let slowSchedule: { id: string } | undefined;

  beforeAll(async () => {
    session = await openPage({ timeoutMs: 30_000 });
    page = session.page;
    await signUpAndConnect(page);
    await makeAdmin(await userIdOf(page));
  });

  afterAll(async () => {
    if (slowSchedule) await simControl('DELETE', `faults/${slowSchedule.id}`).catch(() => {});
    await session?.close();
  });

  it('an admin starts a sync: Running with its progress, still Running after a reload, then the result', async () => {
    // Each league's schedule takes MFL 5 s: the job runs long enough to be watched and reloaded, on a
    // loaded machine too (the leagues' hosts are known, so the job makes no 302 that would slow it).
    slowSchedule = (await simControl('POST', 'faults', { match: 'mfl:export:schedule', kind: 'latency', latencyMs: 5000 })) as { id: string };
    await page.goto(`${BASE_URL}/admin/sync`);
    const card = page.getByRole('article', { name: 'League Schedules' });
    // The rate limit it keeps to (spec 02 §9), with the value System Settings holds.
    await card.getByText(/^MFL requests per user: \d+ requests\/min$/).waitFor();
    await card.getByRole('button', { name: 'Sync League Schedules' }).click();
    const running = card.getByRole('button', { name: 'League Schedules: Running' });
    await running.waitFor();
    expect(await running.isDisabled()).toBe(true);
    await card.getByTestId('sync-progress').filter({ hasText: /of 3 leagues/ }).waitFor();
    await screenshot(page, '40-admin-sync-running');

    await page.reload();
    const again = page.getByRole('article', { name: 'League Schedules' });
    await again.getByRole('button', { name: 'League Schedules: Running' }).waitFor();
    await again.getByTestId('sync-progress').filter({ hasText: /of 3 leagues \(job #\d+ for every league, season \d+, started by e2e-/ }).waitFor();

    const dialog = page.getByRole('dialog', { name: 'League Schedules sync complete' });
    // Three leagues at 5 s each at MFL's pace, on a machine that may be busy. (A league whose host
    // is still backing off after another file's faults is refused at once, 'partly failed': the
    // files that fault a host keep its backoff short, see live-scoring.e2e.ts.)
    await dialog.waitFor({ timeout: 90_000 });
    expect(await dialog.getByText(/3 of 3 leagues synced/).count()).toBe(1);
    await screenshot(page, '41-admin-sync-result');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await again.getByRole('button', { name: 'Sync League Schedules' }).waitFor();
    const row = page.getByRole('table', { name: 'Sync jobs' }).getByRole('row').filter({ hasText: 'League Schedules' }).first();
    expect(await row.getByText('Succeeded').count()).toBe(1);
  }, 150_000);

  it('a full transaction sync asks first', async () => {
    const card = page.getByRole('article', { name: 'Transactions' });
    await card.getByText('Full', { exact: true }).click();
    await card.getByRole('button', { name: 'Sync Transactions' }).click();
    const confirm = page.getByRole('dialog', { name: 'Full transaction sync' });
    await confirm.getByText('Full sync will clear and reload ALL transaction data. This may take several minutes. Continue?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
  });

  it('the sync page on a phone, and in the dark', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE_URL}/admin/sync`);
    await page.getByRole('article', { name: 'Players', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, '42-admin-sync-phone');
    await page.screenshot({ path: `${SCREENSHOT_DIR}42-admin-sync-phone-top.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await screenshot(page, '43-admin-sync-dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
  });

  it("system settings: every key with its unit, the database's refusal under its field, saved as numbers, 'Settings updated.'", async () => {
    await page.goto(`${BASE_URL}/admin/settings`);
    const idle = page.getByRole('textbox', { name: 'Idle poll interval (s)' });
    await idle.waitFor();
    const before = await idle.inputValue();
    await screenshot(page, '44-admin-settings');
    // The database judges the value (its rules hold for REST writes too); the page shows its words.
    await idle.fill('-5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Must be at least 5', { exact: true }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Failed to save settings' }).getByText('Invalid settings: poll_interval_idle_sec must be at least 5').waitFor();
    await idle.fill('240');
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/admin/settings'));
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect(JSON.parse((await saved).postData()!).poll_interval_idle_sec).toBe(240);
    await page.getByText('Settings updated.').waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: 'Idle poll interval (s)' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Idle poll interval (s)' }).inputValue()).toBe('240 s');
    // Back as it was, for the other tests of this run.
    await page.getByRole('textbox', { name: 'Idle poll interval (s)' }).fill(before.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings updated.').first().waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('textbox', { name: 'Idle poll interval (s)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, '45-admin-settings-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('the admin shell: its sidebar and breadcrumbs lead to the identity pages', async () => {
    await page.goto(`${BASE_URL}/admin/match-inbox`);
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('Match Inbox').waitFor();
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Audit Log' }).click();
    // Its events, or the spec's empty state while nothing was written (syncs of other tests may have written some).
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Audit events' }).or(page.getByText('No audit events')).first().waitFor();
    await screenshot(page, '46-admin-audit');
  });
});
