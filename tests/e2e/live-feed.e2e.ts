import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../../local/config';
import { DEMO_LEAGUES, fitsWidth, SIM_URL, signUpAndConnect, simControl } from './demo-league';
import { BASE_URL, openPage, screenshot, SCREENSHOT_DIR, type BrowserPage } from './support';

/** An admin operation as the service role (the admin function accepts it): the player identity the feed maps through. */
async function adminPost(path: string, body: unknown = {}): Promise<void> {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? SERVICE_ROLE_KEY;
  const res = await fetch(`${BASE_URL}/functions/v1/admin${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST /admin${path}: HTTP ${res.status} ${await res.text()}`);
}

describe('Live Game Feed: the NFL scoreboard, one game’s plays, my players’ plays', () => {
  let session: BrowserPage;
  let page: Page;
  const tiles = () => page.getByTestId('game-tile');

  beforeAll(async () => {
    await simControl('DELETE', 'faults');
    // The default Sunday of week 12, held still: seven 1 pm games live, Thursday's final, the rest to come.
    await simControl('POST', 'clock', { preset: 'default', frozen: true });
    await adminPost('/backfill-players-master');
    await adminPost('/sync-tank01-players');
    session = await openPage({ height: 900 });
    page = session.page;
    await signUpAndConnect(page);
    // My Players Feed reads the rosters the league pages store.
    for (const league of DEMO_LEAGUES) {
      await page.goto(`${BASE_URL}/rosters/${league.leagueId}`);
      await page.getByText('(Your Team)').first().waitFor({ timeout: 30_000 });
    }
  }, 240_000);

  afterAll(async () => {
    await simControl('POST', 'clock', { frozen: false });
    await session?.close();
  });

  it('opens from the sidebar: the week’s tiles, live games first with LIVE, scores, possession, period and clock', async () => {
    await page.goto(`${BASE_URL}/dashboard`);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live Game Feed' }).click();
    await page.waitForURL(`${BASE_URL}/live-feed`);
    await tiles().first().waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('scoreboard-caption').textContent()).resolves.toBe('Week 12 · 2026 · Regular season');
    await expect.poll(() => page.getByRole('combobox', { name: 'Week' }).inputValue(), { timeout: 10_000 }).toBe('Week 12 (Current)');
    const states = await tiles().evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
    expect(states.filter((s) => s === 'live')).toHaveLength(7);
    expect(states.slice(0, 7)).toEqual(Array(7).fill('live'));
    expect(states.at(-1)).toBe('final');
    const firstPregame = states.indexOf('pregame');
    expect(states.slice(firstPregame, states.lastIndexOf('pregame') + 1).every((s) => s === 'pregame')).toBe(true);
    await expect(tiles().first().getByText('LIVE').textContent()).resolves.toBe('LIVE');
    await expect(tiles().first().textContent()).resolves.toMatch(/Q\d \d{1,2}:\d\d|Half/);
    expect(await page.getByTestId('possession').count()).toBeGreaterThan(0);
    await expect(tiles().last().getByText('FINAL', { exact: true }).textContent()).resolves.toBe('FINAL');
    await expect(tiles().nth(firstPregame).getByText('PREGAME', { exact: true }).textContent()).resolves.toBe('PREGAME');
    await screenshot(page, 'live-feed-01-scoreboard');
  });

  it('Single Game Feed: the first live game, plays newest first, scoring plays highlighted; a tile click loads another game', async () => {
    const feed = page.getByTestId('game-feed');
    await feed.waitFor({ timeout: 30_000 });
    // Newest first: Tank01's chronological list, reversed (the simulator is held still).
    const gameID = (await tiles().first().getAttribute('data-game-id'))!;
    const box = await (await fetch(`${SIM_URL}/tank01/getNFLBoxScore?gameID=${encodeURIComponent(gameID)}&playByPlay=true`, { headers: { 'x-rapidapi-key': 'e2e' } })).json();
    const chronological = (box.body.allPlayByPlay as { play: string }[]).map((p) => p.play);
    const shown = await feed.getByTestId('play').evaluateAll((els) => els.map((el) => el.querySelectorAll('p')[1]?.textContent ?? ''));
    expect(shown.length).toBeGreaterThan(20);
    expect(shown).toEqual([...chronological].reverse());
    const scoring = feed.locator('[data-testid="play"][data-scoring="true"]');
    expect(await scoring.count()).toBeGreaterThan(0);
    for (const text of await scoring.allTextContents()) expect(text).toMatch(/TOUCHDOWN|field goal is GOOD|extra point is GOOD|SAFETY|TWO-POINT/i);
    await screenshot(page, 'live-feed-02-single-game');

    await tiles().last().click();
    await page.getByTestId('game-header').getByText('FINAL', { exact: true }).waitFor();
    await expect(page.getByTestId('game-header').textContent()).resolves.toContain('Final');
    expect(await feed.getByTestId('play').count()).toBeGreaterThan(100);
  });

  it('My Players Feed: demo’s players’ plays with their leagues, stat lines by position, the scoring filter and Refresh Now', async () => {
    await page.getByRole('tab', { name: 'My Players Feed' }).click();
    const plays = page.getByTestId('my-play');
    await plays.first().waitFor({ timeout: 30_000 });
    const all = await plays.count();
    expect(all).toBeGreaterThan(0);
    expect(all).toBeLessThanOrEqual(25);
    const leagueNames = DEMO_LEAGUES.map((l) => l.name);
    const firstLeagues = await plays.first().locator('.mantine-Badge-root').allTextContents();
    expect(firstLeagues.length).toBeGreaterThan(0);
    for (const name of firstLeagues) expect(leagueNames).toContain(name);
    const groups = await page.locator('[data-testid^="stats-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.slice(6)));
    const order = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];
    expect(groups.length).toBeGreaterThan(0);
    expect(groups).toEqual(order.filter((p) => groups.includes(p)));
    expect(await page.getByRole('checkbox', { name: 'Admin Debug' }).count()).toBe(0);
    await screenshot(page, 'live-feed-03-my-players');

    await page.getByRole('checkbox', { name: 'Only scoring/highlight plays' }).check();
    const scoring = await plays.count();
    expect(scoring).toBeLessThanOrEqual(all);
    if (scoring === 0) await page.getByText('No recent plays for your roster.').waitFor();
    else expect(await page.locator('[data-testid="my-play"]:not([data-scoring="true"])').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Only scoring/highlight plays' }).uncheck();
    await page.getByRole('button', { name: 'Refresh Now' }).click();
    await plays.first().waitFor();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`fits a phone (390 px) in ${scheme} mode, both tabs`, async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const toggle = page.locator('header').getByRole('button', { name: scheme === 'dark' ? 'Switch to dark mode' : 'Switch to light mode' });
      if (await toggle.count()) await toggle.click();
      await page.getByRole('tab', { name: 'Single Game Feed' }).click();
      await page.getByTestId('game-feed').waitFor();
      expect(await fitsWidth(page, 390)).toBe(true);
      await screenshot(page, `live-feed-04-phone-${scheme}-game`);
      // What a phone shows first, without scrolling.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENSHOT_DIR}live-feed-06-phone-${scheme}-top.png` });
      await page.getByRole('tab', { name: 'My Players Feed' }).click();
      await page.getByTestId('my-play').first().waitFor({ timeout: 30_000 });
      expect(await fitsWidth(page, 390)).toBe(true);
      await screenshot(page, `live-feed-05-phone-${scheme}-mine`);
      await page.getByTestId('my-play').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}live-feed-07-phone-${scheme}-mine-view.png` });
    });
  }
});
