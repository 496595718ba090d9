import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDemo, DEMO_LEAGUES, simControl, simLogin, simStarters, signUpAndConfirm } from './demo-league';
import { BASE_URL, openPage, screenshot, type BrowserPage } from './support';

const [GAZETTE] = DEMO_LEAGUES;

interface ShownPlayer {
  id: string;
  starter: boolean;
  movable: boolean;
}

/** Waits for the lineup's groups; answers the week from the title. */
async function lineupWeek(page: Page): Promise<number> {
  const title = page.getByRole('main').getByRole('heading', { name: /^Set Lineup - Week \d+$/ });
  await title.waitFor({ timeout: 30_000 });
  await page.getByRole('main').locator('li[data-player-id]').first().waitFor({ timeout: 30_000 });
  return Number(/\d+$/.exec((await title.textContent()) ?? '')?.[0]);
}

/** Each position group's players as shown: starter or not, and whether his toggle can be used. */
async function groups(page: Page): Promise<ShownPlayer[][]> {
  return page.getByRole('main').locator('section[aria-labelledby]').evaluateAll((sections) =>
    sections.map((section) =>
      [...section.querySelectorAll('li[data-player-id]')].map((li) => ({
        id: li.getAttribute('data-player-id') ?? '',
        starter: li.getAttribute('data-starter') === 'true',
        movable: !(li.querySelector('button[aria-pressed]') as HTMLButtonElement | null)?.disabled,
      })),
    ),
  );
}

async function shownStarters(page: Page): Promise<string[]> {
  return [...new Set((await groups(page)).flat().filter((p) => p.starter).map((p) => p.id))].sort();
}

function toggle(page: Page, playerId: string) {
  return page.getByRole('main').locator(`li[data-player-id="${playerId}"] button[aria-pressed]`).first();
}

describe('set lineup: a swap saved to the league host', () => {
  let session: BrowserPage;
  let page: Page;
  let week = 0;
  let saved: string[] = [];

  beforeAll(async () => {
    await simControl('DELETE', 'faults');
    session = await openPage({ height: 1000 });
    page = session.page;
    await signUpAndConfirm(page);
    await connectDemo(page);
  });

  afterAll(async () => {
    await session?.close();
  });

  it("shows this week's lineup as the league host holds it, grouped by the league's starting positions", async () => {
    await page.goto(`${BASE_URL}/leagues/${GAZETTE.leagueId}/lineup`);
    week = await lineupWeek(page);
    const headings = await page.getByRole('main').locator('section[aria-labelledby] h2').allTextContents();
    // 61408 starts QB 1, RB 2-3, WR 2-4, TE 1-2, PK 1, Def 1 (local/sim/README.md).
    expect(headings).toEqual(['QB (Pick 1)', 'RB (Pick 2-3)', 'WR (Pick 2-4)', 'TE (Pick 1-2)', 'PK (Pick 1)', 'Def (Pick 1)']);
    expect(await page.getByText('Lineup Invalid').count()).toBe(0);
    expect(await shownStarters(page)).toEqual((await simStarters(GAZETTE.leagueId, GAZETTE.franchiseId, week, await simLogin())).sort());
    await screenshot(page, 'lineup-01-loaded');
  });

  it('swaps a bench player in for a starter of the same position whose games have not kicked off, and saves', async () => {
    const swap = (await groups(page))
      .map((players) => ({
        out: players.find((p) => p.starter && p.movable),
        in: players.find((p) => !p.starter && p.movable),
      }))
      .find((pair) => pair.out && pair.in);
    if (!swap?.out || !swap.in) throw new Error('No position has a starter and a bench player whose games are still to come');

    await toggle(page, swap.out.id).click();
    await page.getByText('Lineup Invalid').waitFor();
    expect(await page.getByRole('button', { name: 'Save Lineup' }).isDisabled()).toBe(true);
    await toggle(page, swap.in.id).click();
    await page.getByText('Lineup Invalid').waitFor({ state: 'detached' });
    expect(await toggle(page, swap.in.id).getAttribute('aria-pressed')).toBe('true');

    const answered = page.waitForResponse((r) => r.url().includes('/mfl/lineup') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save Lineup' }).click();
    expect((await answered).status()).toBe(200);
    await page.getByText('Lineup saved successfully!').waitFor();
    await screenshot(page, 'lineup-02-saved');

    saved = await shownStarters(page);
    expect(saved).toContain(swap.in.id);
    expect(saved).not.toContain(swap.out.id);
  });

  it("the league host's own weeklyResults for the week lists the chosen starters", async () => {
    const held = await simStarters(GAZETTE.leagueId, GAZETTE.franchiseId, week, await simLogin());
    expect(held.sort()).toEqual(saved);
  });

  it('a reload shows the same lineup', async () => {
    await page.reload();
    expect(await lineupWeek(page)).toBe(week);
    expect(await shownStarters(page)).toEqual(saved);
  });
});
