import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDemo, DEMO_LEAGUES, simControl, signUpAndConfirm, simLogin, simPlayerNames, simTransactions } from './demo-league';
import { BASE_URL, openPage, screenshot, type BrowserPage } from './support';

const [GAZETTE, FUNDAY] = DEMO_LEAGUES;
const PAGE_SIZE = 25;

function table(page: Page): Locator {
  return page.getByRole('main').getByRole('table', { name: 'Transactions' });
}

async function count(page: Page): Promise<string> {
  return ((await page.getByTestId('transactions-count').textContent()) ?? '').trim();
}

/** The season's total from 'Showing 1–25 of 312 transactions'. */
function totalOf(text: string): number {
  const match = /of (\d+) transactions?$/.exec(text) ?? /\((\d+) in total\)$/.exec(text);
  if (!match) throw new Error(`No total in '${text}'`);
  return Number(match[1]);
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('main').getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('transactions: a season of the demo league', () => {
  let session: BrowserPage;
  let page: Page;
  let total = 0;

  beforeAll(async () => {
    await simControl('DELETE', 'faults');
    session = await openPage({ height: 900 });
    page = session.page;
    await signUpAndConfirm(page);
    await connectDemo(page);
  });

  afterAll(async () => {
    await session?.close();
  });

  it("opens from the dashboard's 'View All Transactions': the whole season newest first, 25 a page", async () => {
    const card = page.locator(`article[data-league-id="${GAZETTE.leagueId}"]`);
    await card.getByRole('link', { name: 'View All Transactions' }).click();
    await page.waitForURL(`${BASE_URL}/league-transactions/${GAZETTE.leagueId}`);
    await table(page).locator('tbody tr').first().waitFor({ timeout: 30_000 });

    total = totalOf(await count(page));
    // The simulator plays a season of moves: more than a page of them.
    expect(total).toBeGreaterThan(PAGE_SIZE);
    expect(await table(page).locator('tbody tr').count()).toBe(PAGE_SIZE);
    expect(await count(page)).toBe(`Showing 1–${PAGE_SIZE} of ${total} transactions`);
    expect(await table(page).getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe('descending');
    expect(await page.getByText('No franchises synced').count()).toBe(0);
    await screenshot(page, 'transactions-01-season');

    await page.getByRole('main').getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => count(page)).toBe(`Showing ${PAGE_SIZE + 1}–${Math.min(2 * PAGE_SIZE, total)} of ${total} transactions`);
  });

  it('filters by type and by team, each back to page 1; Clear Filters shows the season again', async () => {
    await chooseOption(page, 'Type', 'Trade');
    await expect.poll(() => count(page)).toMatch(/^Showing 1–\d+ of \d+ matching \(\d+ in total\)$/);
    for (const type of await table(page).locator('tbody tr td:nth-child(2)').allTextContents()) expect(type.trim()).toBe('Trade');

    // A trade names two teams; filtering by the first keeps this trade.
    const teamCell = table(page).locator('tbody tr').first().locator('[data-column="teams"] p').first();
    const firstTeam = ((await teamCell.textContent()) ?? '').trim();
    const before = await count(page);
    await chooseOption(page, 'Team', firstTeam);
    await expect.poll(() => count(page)).not.toBe(before);
    for (const teams of await table(page).locator('[data-column="teams"]').allTextContents()) expect(teams).toContain(firstTeam);

    await page.getByRole('main').getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => count(page)).toBe(`Showing 1–${PAGE_SIZE} of ${total} transactions`);
  });

  it("a trade's assets are the simulator's: what each side gave up, the other received", async () => {
    const cookie = await simLogin();
    const trade = (await simTransactions(GAZETTE.leagueId, cookie)).find((t) => t.type === 'TRADE' && /\d/.test(t.franchise1_gave_up ?? ''));
    expect(trade, 'the simulator has a trade of players').toBeDefined();
    const playerIds = (list?: string) => (list ?? '').split(',').filter((id) => /^\d+$/.test(id));
    const gave = [...playerIds(trade!.franchise1_gave_up), ...playerIds(trade!.franchise2_gave_up)];
    const names = await simPlayerNames(gave, cookie);
    const first = names.get(playerIds(trade!.franchise1_gave_up)[0])!;

    await chooseOption(page, 'Type', 'Trade');
    await page.getByRole('main').getByLabel('Search', { exact: true }).fill(first);
    await expect.poll(() => count(page)).toMatch(/matching/);
    const row = table(page).locator('tbody tr').filter({ hasText: first }).first();
    const gaveUp = (await row.locator('[data-column="gave-up"]').textContent()) ?? '';
    const received = (await row.locator('[data-column="received"]').textContent()) ?? '';
    for (const id of gave) {
      expect(gaveUp, `gave up ${names.get(id)}`).toContain(names.get(id));
      expect(received, `received ${names.get(id)}`).toContain(names.get(id));
    }
    await page.getByRole('main').getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => count(page)).toBe(`Showing 1–${PAGE_SIZE} of ${total} transactions`);
  });

  it('searches team names, player names, type labels and comments', async () => {
    const search = page.getByRole('main').getByLabel('Search', { exact: true });
    await search.fill('waiver claim');
    await expect.poll(() => count(page)).toMatch(/matching/);
    for (const type of await table(page).locator('tbody tr td:nth-child(2)').allTextContents()) expect(type.trim()).toBe('Waiver Claim');
    // Waiver bids are whole dollars.
    for (const gave of await table(page).locator('[data-column="gave-up"]').allTextContents()) expect(gave).not.toMatch(/\$\d+\.\d/);

    await search.fill('no such player or team anywhere');
    await page.getByText('No transactions match your search and filters.').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => count(page)).toBe(`Showing 1–${PAGE_SIZE} of ${total} transactions`);
  });

  it('sorts by a column header', async () => {
    await table(page).getByRole('button', { name: 'Type' }).click();
    await expect.poll(() => table(page).getByRole('columnheader', { name: 'Type' }).getAttribute('aria-sort')).toBe('ascending');
    const types = (await table(page).locator('tbody tr td:nth-child(2)').allTextContents()).map((t) => t.trim());
    expect([...types].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }))).toEqual(types);
  });

  it('Choose Different League opens the same view for another league', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Choose Different League' }).click();
    await page.getByRole('menuitem', { name: FUNDAY.name }).click();
    await page.waitForURL(`${BASE_URL}/league-transactions/${FUNDAY.leagueId}`);
    await table(page).locator('tbody tr').first().waitFor({ timeout: 30_000 });
    // The header follows the route's league once the view has taken it (an effect after the render).
    await expect.poll(() => page.locator('header').getByLabel('League', { exact: true }).inputValue(), { timeout: 10_000 }).toBe(FUNDAY.name);
  });

  it('fits a phone screen (390 px) in dark mode without sideways page scroll', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE_URL}/league-transactions/${GAZETTE.leagueId}`);
    await table(page).locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await page.locator('header').getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'transactions-02-phone-dark');
    await page.locator('header').getByRole('button', { name: 'Switch to light mode' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
