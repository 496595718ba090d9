import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAGUES, fitsWidth, signUpAndConnect, simControl, simCurrentWeek, simLogin, simPlayerWeeks, simRosterSizes } from './demo-league';
import { BASE_URL, openPage, screenshot, type BrowserPage } from './support';

const LEAGUE = DEMO_LEAGUES[0];

const points = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

describe('Top Players: the league\'s players in its own scoring', () => {
  let session: BrowserPage;
  let page: Page;
  const main = () => page.getByRole('main');
  const table = () => main().getByRole('table', { name: 'Top players' });
  const rows = () => table().locator('tbody tr[data-player-id]');
  const count = () => main().getByTestId('players-count').textContent();

  beforeAll(async () => {
    await simControl('DELETE', 'faults');
    session = await openPage({ height: 900 });
    page = session.page;
    await signUpAndConnect(page);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('lists the best 50 first, by points, with #, Name, Pts, Avg, Team', async () => {
    await page.goto(`${BASE_URL}/top-players/${LEAGUE.leagueId}`);
    await main().getByRole('heading', { name: 'Top Players', exact: true }).waitFor();
    await table().waitFor({ timeout: 60_000 });
    expect(await table().getByRole('columnheader').allTextContents()).toEqual(['#', 'Name', 'Pts', 'Avg', 'Team']);
    expect(await rows().count()).toBe(50);
    expect(await count()).toMatch(/^Showing 1 to 50 of \d+ results$/);
    const pts = (await rows().locator('td:nth-child(3)').allTextContents()).map(points);
    expect(pts).toEqual([...pts].sort((a, b) => b - a));
    await screenshot(page, 'top-players-01-list');
  });

  it("'On a Roster' holds every player on the host's rosters; free agents read 'Free Agent'", async () => {
    const sizes = await simRosterSizes(LEAGUE.leagueId, await simLogin());
    const rostered = [...sizes.values()].reduce((a, b) => a + b, 0);
    await main().getByRole('combobox', { name: 'Roster status' }).click();
    await page.getByRole('option', { name: 'On a Roster' }).click();
    await expect.poll(count).toMatch(new RegExp(` of ${rostered} results$`));

    await main().getByRole('combobox', { name: 'Roster status' }).click();
    await page.getByRole('option', { name: 'Free Agents' }).click();
    await expect.poll(async () => new Set(await rows().locator('td:nth-child(5)').allTextContents())).toEqual(new Set(['Free Agent']));
    expect(await rows().first().getAttribute('data-tone')).toBe('free-agent');

    await main().getByRole('combobox', { name: 'Roster status' }).click();
    await page.getByRole('option', { name: /\(Your Team\)$/ }).click();
    await expect.poll(async () => rows().first().getAttribute('data-tone')).toBe('own');
  });

  it('filters by position (K is PK), searches, pages and resets to page 1 on each change', async () => {
    await main().getByRole('combobox', { name: 'Roster status' }).click();
    await page.getByRole('option', { name: 'All Players' }).click();
    await main().getByRole('button', { name: 'Next page' }).click();
    await expect.poll(count).toMatch(/^Showing 51 to 100 of/);
    await main().getByRole('combobox', { name: 'Position' }).click();
    await page.getByRole('option', { name: 'K', exact: true }).click();
    await expect.poll(count).toMatch(/^Showing 1 to/);
    expect((await rows().first().textContent()) ?? '').toContain('PK');

    await main().getByRole('combobox', { name: 'Position' }).click();
    await page.getByRole('option', { name: 'All Positions' }).click();
    await main().getByRole('combobox', { name: 'Page size' }).click();
    await page.getByRole('option', { name: '100 / page' }).click();
    expect(await rows().count()).toBe(100);
    await main().getByRole('searchbox', { name: 'Search' }).fill('kcc');
    await expect.poll(async () => (await rows().allTextContents()).every((text) => /kcc/i.test(text))).toBe(true);
  });

  it('a row click shows W1-W17; a name click opens the drawer with the trend and the weekly performance', async () => {
    await main().getByRole('searchbox', { name: 'Search' }).fill('');
    // The list follows the search box when React has time: wait for the whole list before clicking.
    await expect.poll(count).toMatch(/^Showing 1 to 100 of \d+ results$/);
    await expect.poll(async () => (await rows().allTextContents()).every((text) => /kcc/i.test(text))).toBe(false);
    const first = rows().first();
    await first.locator('td').nth(2).click();
    const weeks = main().getByRole('group', { name: /weekly scores$/ });
    await weeks.waitFor();
    expect(await weeks.locator('[data-week]').count()).toBe(17);
    // The ended weeks equal the simulator's own playerScores of this league, week by week (one decimal).
    const playerId = (await main().locator('tr[data-weekly-for]').getAttribute('data-weekly-for'))!;
    const ended = (await simCurrentWeek()) - 1;
    const host = await simPlayerWeeks(LEAGUE.leagueId, playerId, ended, await simLogin());
    for (let week = 1; week <= ended; week++) {
      const shown = (await weeks.locator(`[data-week="${week}"] p`).nth(1).textContent())?.trim();
      expect(shown, `week ${week}`).toBe(host.has(week) ? host.get(week)!.toFixed(1) : '-');
    }

    await first.locator('td').nth(1).getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Weekly Performance').waitFor();
    await drawer.getByText('Average PPG').waitFor();
    const weekly = drawer.getByRole('list', { name: 'Weekly Performance' }).getByRole('listitem');
    expect(await weekly.count()).toBe(17);
    // Each week that has a game names the opponent, 'vs' at home and '@' away (the season's schedule).
    await expect.poll(async () => (await weekly.allTextContents()).filter((text) => / (vs|@) [A-Z]{2,3}/.test(text)).length).toBeGreaterThanOrEqual(16);
    // The best player has scored in more than one week: a line, not 'N/A' or '1W'.
    expect(await drawer.getByTestId('trend-label').count()).toBe(0);
    await drawer.locator('svg').first().waitFor();
    await screenshot(page, 'top-players-02-drawer');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it("is usable at 390 px ('F. Last' names) and in dark mode", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await table().waitFor({ timeout: 60_000 });
    expect(await fitsWidth(page, 390)).toBe(true);
    const shown = await rows().first().locator('td').nth(1).getByRole('button').innerText();
    // The best player is not a team defence (which keeps its name): 'P. Mahomes'.
    expect(shown).toMatch(/^\S\. \S/);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await screenshot(page, 'top-players-03-phone-dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
