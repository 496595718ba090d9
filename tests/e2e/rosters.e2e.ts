import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAGUES, fitsWidth, signUpAndConnect, simControl, simLogin, simPlayerNames, simRosters } from './demo-league';
import { BASE_URL, openPage, screenshot, type BrowserPage } from './support';

const LEAGUE = DEMO_LEAGUES[0];

describe('Rosters: the league host\'s rosters, per team and by position', () => {
  let session: BrowserPage;
  let page: Page;
  const main = () => page.getByRole('main');
  const sections = () => main().locator('section[data-franchise-id]');

  beforeAll(async () => {
    await simControl('DELETE', 'faults');
    session = await openPage({ height: 900 });
    page = session.page;
    await signUpAndConnect(page);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('opens from the sidebar for the header\'s league, then per team with the own team first', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rosters' }).click();
    await page.waitForURL(new RegExp(`${BASE_URL}/rosters(/\\d+)?$`));
    await page.goto(`${BASE_URL}/rosters/${LEAGUE.leagueId}`);
    await main().getByRole('heading', { name: 'Rosters', exact: true }).waitFor();
    await sections().first().waitFor({ timeout: 30_000 });

    const cookie = await simLogin();
    const rosters = await simRosters(LEAGUE.leagueId, cookie);
    expect(await sections().count()).toBe(rosters.size);
    const first = sections().first();
    expect(await first.getAttribute('data-franchise-id')).toBe(LEAGUE.franchiseId);
    await first.getByText('(Your Team)').waitFor();
    // Every team holds exactly the simulator's players; the own team's by name too.
    for (const [franchiseId, players] of rosters) {
      const rows = main().locator(`section[data-franchise-id="${franchiseId}"] tbody tr`);
      const shown = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-player-id')));
      expect(shown.sort(), `players of franchise ${franchiseId}`).toEqual([...players].sort());
    }
    const own = rosters.get(LEAGUE.franchiseId)!;
    const names = await simPlayerNames(own, cookie);
    for (const id of own) {
      const name = (await first.locator(`tr[data-player-id="${id}"] td`).first().textContent()) ?? '';
      expect(name, `player ${id}`).toContain(names.get(id));
    }
    // Every table of the team (the active roster, then IR or taxi squad where it has them) has spec 02 §2's columns.
    const tables = first.getByRole('table');
    expect(await tables.first().getAttribute('aria-label')).toMatch(/: Active Roster$/);
    for (const table of await tables.all()) {
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Player', 'Pos', 'NFL Team', 'Bye', 'Injury', 'Drafted']);
    }
    await screenshot(page, 'rosters-01-list');
  });

  it('searches by position and filters by team; Clear Filters shows every team again', async () => {
    await main().getByRole('searchbox', { name: 'Search' }).fill('QB');
    const positions = () => main().locator('tbody tr td:nth-child(2)').allTextContents();
    await expect.poll(async () => (await positions()).every((pos) => pos === 'QB')).toBe(true);
    await main().getByRole('button', { name: 'Clear Filters' }).click();

    await main().getByRole('combobox', { name: 'Team' }).click();
    const options = page.getByRole('option');
    expect(await options.first().textContent()).toMatch(/\(Your Team\)$/);
    await options.nth(1).click();
    await expect.poll(() => sections().count()).toBe(1);
    await main().getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => sections().count()).toBeGreaterThan(1);
  });

  it('Grid View: a column per position, QB, RB, WR, TE, Def, PK', async () => {
    await main().getByText('Grid View').click();
    const grid = main().getByRole('table', { name: 'Rosters by position' });
    await grid.waitFor();
    const headers = await grid.getByRole('columnheader').allTextContents();
    expect(headers.slice(0, 7)).toEqual(['Team', 'QB', 'RB', 'WR', 'TE', 'Def', 'PK']);
    await screenshot(page, 'rosters-02-grid');
  });

  it('is usable at 390 px and in dark mode', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await sections().first().waitFor({ timeout: 30_000 });
    expect(await fitsWidth(page, 390)).toBe(true);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await screenshot(page, 'rosters-03-phone-dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
