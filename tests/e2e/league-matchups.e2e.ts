import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAGUES, fitsWidth, frozenDemoSession, simLiveScores, simLogin } from './demo-league';
import { BASE_URL, screenshot, type BrowserPage } from './support';

const LEAGUE = DEMO_LEAGUES[0];

describe('League Matchups: the summary grid and the detail of every matchup', () => {
  let session: BrowserPage;
  let page: Page;
  let cookie: string;
  const tiles = () => page.getByRole('navigation', { name: 'Matchups' }).getByTestId('matchup-summary');

  beforeAll(async () => {
    cookie = await simLogin();
    session = await frozenDemoSession([LEAGUE.leagueId]);
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
  });

  it("puts the user's matchup first and highlighted, with the simulator's points, and a click scrolls to its detail", async () => {
    await page.goto(`${BASE_URL}/league-matchups/${LEAGUE.leagueId}`);
    await tiles().first().waitFor({ timeout: 30_000 });
    expect(await tiles().count()).toBe(6);
    const own = tiles().first();
    expect(await own.getAttribute('data-own')).toBe('true');
    expect(await own.locator(`[data-franchise-id="${LEAGUE.franchiseId}"]`).count()).toBe(1);
    expect(await own.textContent()).toMatch(/^Your matchup/);
    expect(await tiles().locator('[data-own]').count()).toBe(0);
    const sim = await simLiveScores(LEAGUE.leagueId, cookie);
    for (const row of await page.getByRole('navigation', { name: 'Matchups' }).locator('[data-franchise-id]').all()) {
      const id = (await row.getAttribute('data-franchise-id'))!;
      expect(Number(await row.getByTestId('summary-points').textContent()), `franchise ${id}`).toBeCloseTo(sim.get(id)!, 2);
    }
    for (const clock of await page.getByTestId('matchup-clock').allTextContents()) expect(clock).toMatch(/^(\d+ min left|Completed)$/);
    await screenshot(page, 'league-matchups-01-desktop');

    const last = tiles().last();
    const number = /Matchup (\d)/.exec((await last.textContent()) ?? '')![1];
    await last.click();
    const detail = page.locator(`#matchup-detail-${number}`);
    // Scrolled into view (the last detail cannot reach the top: the page ends below it).
    const inView = () => detail.evaluate((el) => window.scrollY > 0 && el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight / 2);
    await expect.poll(inView, { timeout: 5_000 }).toBe(true);
    expect(await detail.getByRole('heading', { name: `Matchup ${number}` }).count()).toBe(1);
    const show = detail.getByRole('button', { name: 'Show Bench' }).first();
    await show.click();
    await detail.getByRole('button', { name: 'Hide Bench' }).first().waitFor();
    expect(await detail.getByRole('list', { name: /bench$/ }).count()).toBe(1);
  });

  it("a finished week from the dropdown: every matchup 'Completed', a winner highlighted", async () => {
    await page.getByRole('combobox', { name: 'Week' }).click();
    // Spec 01 §9: the NFL week in progress (the simulator's week 12) is marked ' (Current)'.
    await page.getByRole('option', { name: 'Week 12 (Current)', exact: true }).waitFor();
    await page.getByRole('option', { name: 'Week 11', exact: true }).click();
    await expect.poll(async () => (await page.getByTestId('matchup-clock').allTextContents()).join(','), { timeout: 30_000 })
      .toBe(Array(6).fill('Completed').join(','));
    expect(await page.locator('[data-winner]').count()).toBeGreaterThanOrEqual(5);
    const sim = await simLiveScores(LEAGUE.leagueId, cookie, 11);
    const first = page.getByRole('navigation', { name: 'Matchups' }).locator('[data-franchise-id]').first();
    expect(Number(await first.getByTestId('summary-points').textContent())).toBeCloseTo(sim.get((await first.getAttribute('data-franchise-id'))!)!, 2);
  });

  it('reads on a phone (390 px), light and dark', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Week' }).click();
    await page.getByRole('option', { name: 'Week 12' }).click();
    await tiles().first().waitFor();
    expect(await fitsWidth(page, 390)).toBe(true);
    await screenshot(page, 'league-matchups-02-phone-light');
    await page.locator('header').getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await fitsWidth(page, 390)).toBe(true);
    await screenshot(page, 'league-matchups-03-phone-dark');
    await page.locator('header').getByRole('button', { name: 'Switch to light mode' }).click();
  });
});
