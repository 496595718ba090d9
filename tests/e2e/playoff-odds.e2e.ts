import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDemo, DEMO_LEAGUES, simControl, simCurrentWeek, signUpAndConfirm } from './demo-league';
import { BASE_URL, openPage, screenshot, type BrowserPage } from './support';

// Playoff Odds (issue 24.3) against the simulator's Gridiron Gazette League: 12 teams, regular
// season to week 14, the simulator's Sunday of week 12; MFL says nothing of its playoff format.
const [GAZETTE] = DEMO_LEAGUES;

/** The raw chances (data-chance) of one column of the odds table, once it has rows. */
async function chances(page: Page, column: string): Promise<number[]> {
  const table = page.getByTestId('odds-table');
  await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });
  return (await table.locator(`[data-column="${column}"]`).evaluateAll((cells) => cells.map((c) => c.getAttribute('data-chance')))).map(Number);
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
/** A new answer after a change can take a while on a loaded machine. */
const POLL = { timeout: 30_000, interval: 250 };

async function playoffTexts(scope: Locator): Promise<string[]> {
  return (await scope.locator('[data-column="playoff"]').allTextContents()).map((t) => t.trim());
}

describe('playoff odds: the demo league from the league host', () => {
  let session: BrowserPage;
  let page: Page;

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

  it("Standings shows each team's playoff chance and leads to the league's Playoff Odds", async () => {
    await page.goto(`${BASE_URL}/league-standings/${GAZETTE.leagueId}`);
    const main = page.getByRole('main');
    await main.locator('[data-column="playoff"][data-chance]').first().waitFor({ timeout: 30_000 });
    const shown = await playoffTexts(main);
    expect(shown).toHaveLength(12);
    for (const text of shown) expect(text).toMatch(/^(<1%|>99%|\d{1,3}%)$/);
    await main.getByRole('link', { name: 'Playoff odds' }).click();
    await page.waitForURL(`${BASE_URL}/leagues/${GAZETTE.leagueId}/playoff-odds`);
    await main.getByRole('heading', { name: 'Playoff Odds' }).waitFor();
  });

  it('by default half the teams make it: the chances sum to 6 places, 2 byes, one team per seed; the same % as Standings', async () => {
    const playoff = await chances(page, 'playoff');
    expect(playoff).toHaveLength(12);
    expect(sum(playoff)).toBeCloseTo(6, 6);
    expect(sum(await chances(page, 'bye'))).toBeCloseTo(2, 6);
    for (let seed = 1; seed <= 6; seed++) expect(sum(await chances(page, `seed-${seed}`)), `seed ${seed}`).toBeCloseTo(1, 6);
    await expect.poll(() => page.getByTestId('odds-basis').textContent(), POLL).toContain(`weeks ${await simCurrentWeek()}–14`);

    const odds = await playoffTexts(page.getByTestId('odds-table'));
    const ids = await page.getByTestId('odds-table').locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-franchise-id')));
    await page.goto(`${BASE_URL}/league-standings/${GAZETTE.leagueId}`);
    const main = page.getByRole('main');
    await main.locator('[data-column="playoff"][data-chance]').first().waitFor({ timeout: 30_000 });
    for (const [i, id] of ids.entries()) {
      expect(await main.locator(`tr[data-franchise-id="${id}"] [data-column="playoff"]`).textContent(), `team ${id}`).toBe(odds[i]);
    }
    await page.goBack();
  });

  it("the user's own team: its chance and what a win or a loss this week makes of it", async () => {
    const own = page.getByTestId('own-odds');
    await own.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('odds-table').locator('tr[aria-current="true"]').getAttribute('data-franchise-id')).toBe(GAZETTE.franchiseId);
    await expect.poll(() => page.getByTestId('own-odds-week').textContent(), POLL).toMatch(/^With a win in week \d+: (<1%|>99%|\d+%); with a loss: (<1%|>99%|\d+%)\.$/);
    await screenshot(page, 'playoff-odds-01-default');
  });

  it('the playoff format setting changes the odds, is kept, refuses more byes than places and goes back to the default', async () => {
    const form = page.getByRole('form', { name: 'Playoff format' });
    await form.getByLabel('Playoff teams').fill('4');
    await form.getByLabel('First-round byes').fill('4');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Fewer byes than playoff teams').waitFor();

    await form.getByLabel('First-round byes').fill('0');
    const answered = page.waitForResponse((r) => r.url().includes('/league-playoff-odds') && r.ok());
    await form.getByRole('button', { name: 'Save' }).click();
    await answered;
    await expect.poll(async () => sum(await chances(page, 'playoff')), POLL).toBeCloseTo(4, 6);
    expect(await page.getByTestId('odds-table').locator('[data-column="bye"]').count(), 'no byes, no Bye column').toBe(0);
    expect(await page.getByTestId('odds-table').locator('[data-column="seed-5"]').count()).toBe(0);

    await page.reload();
    await expect.poll(async () => sum(await chances(page, 'playoff')), POLL).toBeCloseTo(4, 6);
    await expect.poll(() => page.getByRole('form', { name: 'Playoff format' }).getByLabel('Playoff teams').inputValue(), POLL).toBe('4');

    await page.getByRole('form', { name: 'Playoff format' }).getByRole('button', { name: 'Use default' }).click();
    await expect.poll(async () => sum(await chances(page, 'playoff')), POLL).toBeCloseTo(6, 6);
  });

  it("the sidebar's Playoff Odds opens the header's league", async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Playoff Odds' }).click();
    await page.waitForURL(`${BASE_URL}/playoff-odds`);
    await expect.poll(async () => sum(await chances(page, 'playoff')), POLL).toBeCloseTo(6, 6);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Playoff Odds' }).getAttribute('aria-current')).toBe('page');
    await page.goto(`${BASE_URL}/leagues/${GAZETTE.leagueId}/playoff-odds`);
    await chances(page, 'playoff');
    expect(await nav.getByRole('link', { name: 'Playoff Odds' }).getAttribute('aria-current'), 'under /leagues too').toBe('page');
    expect(await nav.getByRole('link', { name: 'Set Lineup' }).getAttribute('aria-current')).toBeNull();
  });

  it('fits a phone screen (390 px) in light and dark mode without sideways page scroll', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE_URL}/leagues/${GAZETTE.leagueId}/playoff-odds`);
    await chances(page, 'playoff');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'playoff-odds-02-phone');

    await page.locator('header').getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await chances(page, 'playoff');
    await screenshot(page, 'playoff-odds-03-phone-dark');
    await page.locator('header').getByRole('button', { name: 'Switch to light mode' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
