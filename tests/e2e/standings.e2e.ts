import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDemo, DEMO_LEAGUES, simControl, simLogin, simStandings, signUpAndConfirm } from './demo-league';
import { BASE_URL, openPage, screenshot, type BrowserPage } from './support';

const [GAZETTE, FUNDAY] = DEMO_LEAGUES;

async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim());
}

/** A division's table once it has rows. */
async function division(page: Page, name: string): Promise<Locator> {
  const section = page.getByRole('main').getByRole('region', { name, exact: true });
  await section.locator('tbody tr').first().waitFor({ timeout: 30_000 });
  return section;
}

/** '.818' / '1.000' → 0.818 / 1. */
function pct(text: string): number {
  return Number(text.startsWith('.') ? `0${text}` : text);
}

describe('standings: the demo leagues from the league host', () => {
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

  it("opens from the dashboard's 'View Details' and shows every division sorted by PCT, GB a dash for each leader", async () => {
    const card = page.locator(`article[data-league-id="${GAZETTE.leagueId}"]`);
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`${BASE_URL}/league-standings/${GAZETTE.leagueId}`);
    await page.getByRole('main').getByRole('heading', { name: 'League Standings' }).waitFor();

    // 61408 has three divisions (local/sim/README.md).
    for (const name of ['East', 'Central', 'West']) {
      const section = await division(page, name);
      const pcts = (await texts(section.locator('[data-column="pct"]'))).map(pct);
      expect(pcts.length, `${name} has teams`).toBeGreaterThan(0);
      for (let i = 1; i < pcts.length; i++) expect(pcts[i], `${name} sorted by PCT`).toBeLessThanOrEqual(pcts[i - 1]);
      const gb = await texts(section.locator('[data-column="gb"]'));
      expect(gb[0]).toBe('—');
      for (const value of gb.slice(1)) expect(value).toMatch(/^\d+(\.5)?$/);
      for (const value of await texts(section.locator('[data-column="bbid"]'))) expect(value).toMatch(/^\$[\d,]+$/);
    }
    await screenshot(page, 'standings-01-divisions');
  });

  it("shows each franchise's record as the league host has it, and highlights the user's own row", async () => {
    const rows = await simStandings(GAZETTE.leagueId, await simLogin());
    const main = page.getByRole('main');
    for (const sim of rows) {
      const row = main.locator(`tr[data-franchise-id="${sim.id}"]`);
      expect(await row.locator('td').nth(1).textContent()).toBe(`${sim.h2hw}-${sim.h2hl}-${sim.h2ht}`);
    }
    const own = main.locator('tr[aria-current="true"]');
    expect(await own.count()).toBe(1);
    expect(await own.getAttribute('data-franchise-id')).toBe(GAZETTE.franchiseId);
  });

  it("a league without divisions is one 'League' table; the league-less route shows the header's league", async () => {
    await page.goto(`${BASE_URL}/league-standings/${FUNDAY.leagueId}`);
    const league = await division(page, 'League');
    expect(await league.locator('tbody tr').count()).toBe(10);
    expect(await league.locator('tr[aria-current="true"]').getAttribute('data-franchise-id')).toBe(FUNDAY.franchiseId);

    await page.goto(`${BASE_URL}/league-standings`);
    await division(page, 'League');
    expect(await page.getByRole('main').locator('tr[aria-current="true"]').getAttribute('data-franchise-id')).toBe(FUNDAY.franchiseId);
  });

  it('Refresh asks the server again and keeps the table', async () => {
    const answered = page.waitForResponse((response) => response.url().includes('/league-standings') && response.ok());
    await page.getByRole('main').getByRole('button', { name: 'Refresh', exact: true }).click();
    await answered;
    await division(page, 'League');
  });

  it('fits a phone screen (390 px) in light and dark mode without sideways page scroll', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE_URL}/league-standings/${GAZETTE.leagueId}`);
    await division(page, 'East');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'standings-02-phone');

    await page.locator('header').getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await division(page, 'East');
    await screenshot(page, 'standings-03-phone-dark');
    await page.locator('header').getByRole('button', { name: 'Switch to light mode' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
