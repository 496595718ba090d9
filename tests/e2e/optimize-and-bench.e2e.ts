import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asList, connectDemo, DEMO_LEAGUES, simControl, simExport, simLogin, simStarters, signUpAndConfirm } from './demo-league';
import { BASE_URL, openPage, screenshot, type BrowserPage, useColorScheme } from './support';

// Issue 23 parts 2 and 3 in the browser against the simulator: Set Lineup's projections and
// Optimize, saved through the normal flow and held by the league host; the points left on the
// bench of a finished week on League Scoring and the season's efficiency on the dashboard card.

const [GAZETTE] = DEMO_LEAGUES;

interface ShownPlayer {
  id: string;
  starter: boolean;
  movable: boolean;
  /** The projection beside his name; null for '—'. */
  projected: number | null;
}

/** Every roster player shown (a FLEX group may list one twice: the first counts). */
async function shownPlayers(page: Page): Promise<ShownPlayer[]> {
  const rows = await page.getByRole('main').locator('li[data-player-id]').evaluateAll((items) =>
    items.map((li) => {
      const text = li.querySelector('[data-testid="projection"]')?.textContent ?? '';
      return {
        id: li.getAttribute('data-player-id') ?? '',
        starter: li.getAttribute('data-starter') === 'true',
        movable: !(li.querySelector('button[aria-pressed]') as HTMLButtonElement | null)?.disabled,
        projected: /proj$/.test(text) ? Number(text.replace(/[^\d.-]/g, '')) : null,
      };
    }),
  );
  return [...new Map(rows.map((row) => [row.id, row])).values()];
}

const starters = async (page: Page) => (await shownPlayers(page)).filter((p) => p.starter).map((p) => p.id).sort();
const totalShown = async (page: Page) => Number(((await page.getByTestId('projected-total').textContent()) ?? '').replace(/[^\d.]/g, ''));

describe('Optimize on Set Lineup and the points left on the bench', () => {
  let session: BrowserPage;
  let page: Page;
  let week = 0;
  let optimized: string[] = [];

  beforeAll(async () => {
    await simControl('DELETE', 'faults');
    session = await openPage({ height: 1100 });
    page = session.page;
    await signUpAndConfirm(page);
    await connectDemo(page);
  });

  afterAll(async () => {
    await session?.close();
  });

  it("shows each player's projection, the league host's own, and the lineup's projected total", async () => {
    await page.goto(`${BASE_URL}/leagues/${GAZETTE.leagueId}/lineup`);
    const title = page.getByRole('main').getByRole('heading', { name: /^Set Lineup - Week \d+$/ });
    await title.waitFor({ timeout: 30_000 });
    week = Number(/\d+$/.exec((await title.textContent()) ?? '')?.[0]);
    await page.getByTestId('projection').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('projected-total').filter({ hasText: /\d/ }).waitFor();

    const cookie = await simLogin();
    type Projected = { projectedScores: { playerScore: { id: string; score: string } | { id: string; score: string }[] } };
    const host = await simExport<Projected>('projectedScores', { L: GAZETTE.leagueId, W: String(week) }, cookie);
    const hostScore = new Map(asList(host.projectedScores.playerScore).filter((s) => s.score !== '').map((s) => [s.id, Number(s.score)]));
    const shown = await shownPlayers(page);
    const projected = shown.filter((p) => p.projected !== null);
    expect(projected.length).toBeGreaterThan(shown.length / 2);
    for (const p of projected) expect(p.projected).toBeCloseTo(hostScore.get(p.id)!, 1);
  });

  it('Optimize fills the best projected lineup, shows before and after with a reason per change, and saves nothing by itself', async () => {
    // Make the lineup worse first where it can be (a movable starter out for a movable bench player
    // projected lower), so Optimize has a change to propose whatever the simulator's lineup is.
    const shown = await shownPlayers(page);
    const out = shown.filter((p) => p.starter && p.movable && p.projected !== null).sort((a, b) => b.projected! - a.projected!)[0];
    const into = shown.filter((p) => !p.starter && p.movable).sort((a, b) => (a.projected ?? 0) - (b.projected ?? 0))[0];
    if (out && into && (into.projected ?? 0) < out.projected!) {
      await page.getByRole('main').locator(`li[data-player-id="${out.id}"] button[aria-pressed]`).first().click();
      await page.getByRole('main').locator(`li[data-player-id="${into.id}"] button[aria-pressed]`).first().click();
    }
    const locked = shown.filter((p) => !p.movable);
    const before = await totalShown(page);
    const saves = [] as string[];
    page.on('request', (r) => r.url().includes('/mfl/lineup') && r.method() === 'POST' && saves.push(r.url()));

    await page.getByRole('button', { name: 'Optimize' }).click();
    const totals = (await page.getByTestId('optimize-totals').textContent()) ?? '';
    const [, from, to] = /^Before: ([\d,.]+) → After: ([\d,.]+)/.exec(totals) ?? [];
    expect(Number(from.replace(/,/g, ''))).toBeCloseTo(before, 1);
    expect(Number(to.replace(/,/g, ''))).toBeGreaterThan(before);
    expect(await totalShown(page)).toBeCloseTo(Number(to.replace(/,/g, '')), 1);
    const changes = await page.getByTestId('optimize-change').allTextContents();
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change).toMatch(/^(Start .+ for .+|Start .+|Bench .+): (Out|IR|Suspended|PUP|NFI|bye|no game|[+−][\d.,]+ projected)$/);
    expect(await page.getByText('Lineup Invalid').count()).toBe(0);
    // Players whose games have kicked off stayed where they were.
    const after = await shownPlayers(page);
    for (const p of locked) expect(after.find((a) => a.id === p.id)?.starter).toBe(p.starter);
    optimized = await starters(page);
    expect(saves).toEqual([]);
    await screenshot(page, 'optimize-01-proposed');
  });

  it('Save Lineup sends it through the normal flow; the league host holds the optimized lineup', async () => {
    const answered = page.waitForResponse((r) => r.url().includes('/mfl/lineup') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save Lineup' }).click();
    expect((await answered).status()).toBe(200);
    await page.getByText('Lineup saved successfully!').waitFor();
    const cookie = await simLogin();
    expect((await simStarters(GAZETTE.leagueId, GAZETTE.franchiseId, week, cookie)).sort()).toEqual(optimized);
    expect(await starters(page)).toEqual(optimized);
  });

  it('on a phone in dark mode the projections and Optimize fit and read', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useColorScheme(page, 'dark');
    await page.getByRole('button', { name: 'Optimize' }).click();
    await page.getByTestId('optimize-outcome').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'optimize-02-phone-dark');
    await useColorScheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 1100 });
  });

  it("League Scoring's finished week: each team's best possible lineup and the points left on its bench", async () => {
    await page.goto(`${BASE_URL}/league-scoring/${GAZETTE.leagueId}`);
    await page.getByRole('region', { name: 'Matchup 1' }).waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Week' }).click();
    await page.getByRole('option', { name: `Week ${week - 1}`, exact: true }).click();
    await page.getByTestId('bench-line').first().waitFor({ timeout: 30_000 });
    const teams = page.getByRole('main').locator('[data-franchise-id]');
    const count = await teams.count();
    expect(count).toBeGreaterThanOrEqual(12);
    for (let i = 0; i < count; i++) {
      const team = teams.nth(i);
      const line = (await team.getByTestId('bench-line').textContent()) ?? '';
      const [, best, left] = /^Best possible: ([\d,.]+) · left on bench: ([\d,.]+)$/.exec(line) ?? [];
      const points = Number(((await team.getByTestId('team-points').textContent()) ?? '').replace(/,/g, ''));
      // What was played plus what was left is the best in hindsight.
      expect(points + Number(left.replace(/,/g, ''))).toBeCloseTo(Number(best.replace(/,/g, '')), 1);
    }
    await screenshot(page, 'bench-01-league-scoring');
  });

  it("the dashboard card: the season's points left on the bench and the lineup efficiency, once every finished week is read", async () => {
    await page.goto(`${BASE_URL}/dashboard`);
    const card = page.getByRole('article', { name: GAZETTE.name });
    const line = card.getByTestId('season-bench');
    // The first look reads the finished weeks from MFL after answering, at its pace; the card looks again.
    await line.filter({ hasNotText: 'counted so far' }).waitFor({ timeout: 120_000 });
    const text = (await line.textContent()) ?? '';
    const [, left, efficiency] = /^Left on bench: ([\d,.]+) · efficiency ([\d.]+)%$/.exec(text) ?? [];
    expect(Number(left.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(Number(efficiency)).toBeGreaterThan(0);
    expect(Number(efficiency)).toBeLessThan(100);
    await screenshot(page, 'bench-02-dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await useColorScheme(page, 'dark');
    await line.waitFor();
    await screenshot(page, 'bench-03-dashboard-phone-dark');
    await useColorScheme(page, 'light');
  });
});
