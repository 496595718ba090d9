import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../../local/config.ts';
import { BASE_URL, openPage, screenshot, type BrowserPage } from './support';

/** The seeded local admin (supabase/seed.sql). */
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'admin123';

/** The admin's access token, for the one step no identity page starts (the Tank01 sync lives on the sync page). */
async function adminToken(): Promise<string> {
  const res = await fetch(`${BASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`admin sign-in failed: HTTP ${res.status}`);
  return body.access_token;
}

async function signIn(page: Page) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel(/^Email/).fill(ADMIN_EMAIL);
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await page.waitForURL(`${BASE_URL}/dashboard`);
}

describe('an admin resolves a match candidate and the audit log shows it', () => {
  let session: BrowserPage;
  let page: Page;
  let resolved = '';
  let tank01Id = '';

  beforeAll(async () => {
    session = await openPage();
    page = session.page;
    await signIn(page);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('builds the players from MFL on /admin/identity, then Tank01 is synced', async () => {
    await page.goto(`${BASE_URL}/admin/identity`);
    await page.getByRole('heading', { name: 'Identity', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Backfill players from MFL' }).click();
    await page.getByText(/Players master backfilled from MyFantasyLeague/).waitFor({ timeout: 30_000 });
    const res = await fetch(`${BASE_URL}/functions/v1/admin/sync-tank01-players`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ syncMode: 'full' }),
    });
    expect(res.status).toBe(200);
    await page.reload();
    await page.getByRole('table', { name: 'Coverage per provider' }).waitFor();
    const tank01 = page.getByRole('table', { name: 'Coverage per provider' }).getByRole('row').filter({ hasText: 'tank01' });
    expect(await tank01.textContent()).toMatch(/[1-9]\d* \/ \d+/);
    await screenshot(page, '70-admin-identity');
  });

  it("records each player's NFL team of a week from its box scores: the weekly teams backfill on /admin/identity", async () => {
    const card = page.getByRole('region', { name: 'Weekly teams backfill' });
    await card.getByText('Never').waitFor();
    await card.getByRole('combobox', { name: 'Week' }).click();
    await page.getByRole('option', { name: 'Week 12 (Current)', exact: true }).waitFor();
    await page.getByRole('option', { name: 'Week 11', exact: true }).click();
    await card.getByRole('button', { name: 'Backfill weekly teams' }).click();
    await page.getByText(/^Weekly teams of \d{4} recorded for week 11\.$/).waitFor({ timeout: 60_000 });
    await expect.poll(() => card.getByText('Never').count(), { timeout: 10_000 }).toBe(0);
    // The week's box-score lines were read (how many map to players depends on the Tank01 links).
    expect(await card.textContent()).toMatch(/rows [1-9]\d* · season \d{4} · written \d+/);
    await screenshot(page, '70b-admin-weekly-teams');
  });

  it('lists and searches the players on /admin/players and opens one', async () => {
    await page.getByRole('link', { name: 'Players', exact: true }).first().click();
    await page.waitForURL(`${BASE_URL}/admin/players`);
    await page.getByRole('table', { name: 'Canonical players' }).waitFor();
    expect(await page.getByRole('table', { name: 'Canonical players' }).getByRole('row').count()).toBe(51);
    await page.getByLabel('Search').fill('Chiefs');
    await page.getByRole('table', { name: 'Canonical players' }).getByText('Kansas City Chiefs').waitFor();
    await page.getByRole('table', { name: 'Canonical players' }).getByText('Kansas City Chiefs').click();
    await page.getByRole('form', { name: 'Edit player' }).waitFor();
    await page.getByRole('form', { name: 'Add alias' }).getByLabel('Alias').fill('KC D/ST');
    await page.getByRole('form', { name: 'Add alias' }).getByRole('button', { name: 'Add alias' }).click();
    await page.getByText('KC D/ST').waitFor();
    await screenshot(page, '71-admin-player-detail');
    await page.keyboard.press('Escape');
  });

  it('accepts the newest candidate in the inbox with its suggested player; the list reloads without it', async () => {
    await page.goto(`${BASE_URL}/admin/match-inbox`);
    const list = page.getByRole('list', { name: 'Match candidates' });
    await list.waitFor();
    await screenshot(page, '72-admin-match-inbox');
    const first = list.getByRole('listitem').first();
    resolved = (await first.locator('p').first().textContent()) ?? '';
    tank01Id = /tank01 (\S+)/.exec((await first.textContent()) ?? '')?.[1] ?? '';
    expect(resolved).not.toBe('');
    expect(tank01Id).not.toBe('');
    const testId = await first.getAttribute('data-testid');
    await first.getByRole('button', { name: 'Accept' }).click();
    await page.getByText(new RegExp(`${resolved.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} linked to`)).waitFor();
    await page.getByTestId(testId!).waitFor({ state: 'detached' });
    await page.getByRole('form', { name: 'Resolver search' }).getByLabel('Name').fill(resolved);
    await page.getByRole('form', { name: 'Resolver search' }).getByRole('button', { name: 'Search' }).click();
    await page.getByRole('table', { name: 'Resolver results' }).waitFor();
    await screenshot(page, '73-admin-match-inbox-resolved');
  });

  it('the audit log shows the accepted candidate, before → after', async () => {
    await page.goto(`${BASE_URL}/admin/audit`);
    const table = page.getByRole('table', { name: 'Audit events' });
    await table.waitFor();
    const row = table.locator('tbody tr').filter({ hasText: 'candidate.accept' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('pending');
    expect(await row.textContent()).toContain('accepted');
    expect(await row.textContent()).toContain(`provider_ids.tank01 — → ${tank01Id}`);
    await screenshot(page, '74-admin-audit');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await screenshot(page, '75-admin-audit-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE_URL}/admin/match-inbox`);
    await page.getByRole('list', { name: 'Match candidates' }).waitFor();
    await screenshot(page, '76-admin-match-inbox-phone-dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
  });
});
