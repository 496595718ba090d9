import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAGUES, fitsWidth, frozenDemoSession, simLiveScores, simLogin } from './demo-league';
import { BASE_URL, screenshot, type BrowserPage } from './support';

const LEAGUE = DEMO_LEAGUES[0];

describe("League Scoring: the league host's live scores", () => {
  let session: BrowserPage;
  let page: Page;
  const cards = () => page.getByRole('main').locator('section[aria-labelledby]');

  beforeAll(async () => {
    // Scores stand still while the page and the league host are compared.
    session = await frozenDemoSession([LEAGUE.leagueId]);
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
  });

  it("shows every matchup of the week MFL is scoring, each team's points as the league host has them", async () => {
    await page.goto(`${BASE_URL}/league-scoring/${LEAGUE.leagueId}`);
    await cards().first().waitFor({ timeout: 30_000 });
    expect(await cards().count()).toBe(6);
    await cards().first().getByRole('heading', { name: 'Matchup 1' }).waitFor();
    const scores = await simLiveScores(LEAGUE.leagueId, await simLogin());
    for (const franchise of await page.locator('[data-franchise-id]').all()) {
      const id = (await franchise.getAttribute('data-franchise-id'))!;
      const shown = Number(await franchise.getByTestId('team-points').textContent());
      expect(shown, `franchise ${id}`).toBeCloseTo(scores.get(id)!, 2);
    }
    for (const footer of await page.getByTestId('matchup-footer').allTextContents()) {
      expect(footer).toMatch(/^(Team \d{4} leads by \d+\.\d\d points|Tied game)$/);
    }
    // Spec 01 §9: the week MFL scores now is the NFL week in progress, marked ' (Current)'.
    await expect
      .poll(() => page.getByRole('main').getByRole('combobox', { name: 'Week' }).inputValue(), { timeout: 10_000 })
      .toMatch(/^Week \d+ \(Current\)$/);
    await screenshot(page, 'league-scoring-01-week');
  });

  it('fits a phone screen (390 px) in dark mode', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('header').getByRole('button', { name: 'Switch to dark mode' }).click();
    await cards().first().waitFor();
    expect(await fitsWidth(page, 390)).toBe(true);
    await screenshot(page, 'league-scoring-02-phone-dark');
    await page.locator('header').getByRole('button', { name: 'Switch to light mode' }).click();
  });
});
