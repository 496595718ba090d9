import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDemo, DEMO_LEAGUES, simControl, simLiveStarters, simLogin, simStarters, signUpAndConfirm } from './demo-league';
import { BASE_URL, openPage, screenshot, type BrowserPage } from './support';

const [GAZETTE] = DEMO_LEAGUES;

interface ShownPlayer {
  id: string;
  position: string;
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
        position: section.querySelector('h2')?.textContent?.split(' ')[0] ?? '',
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

/** A starter and a bench player of one position, both with games still to come. */
async function findSwap(page: Page): Promise<{ out: ShownPlayer; into: ShownPlayer }> {
  const swap = (await groups(page))
    .map((players) => ({ out: players.find((p) => p.starter && p.movable), into: players.find((p) => !p.starter && p.movable) }))
    .find((pair) => pair.out && pair.into);
  if (!swap?.out || !swap.into) throw new Error('No position has a starter and a bench player whose games are still to come');
  return { out: swap.out, into: swap.into };
}

/** What the league host itself holds for the week: its weeklyResults and its liveScoring must agree. */
async function heldByHost(week: number): Promise<string[]> {
  const cookie = await simLogin();
  const weekly = (await simStarters(GAZETTE.leagueId, GAZETTE.franchiseId, week, cookie)).sort();
  const live = (await simLiveStarters(GAZETTE.leagueId, GAZETTE.franchiseId, week, cookie)).sort();
  expect(live).toEqual(weekly);
  return weekly;
}

describe('set lineup: a swap saved to the league host', () => {
  let session: BrowserPage;
  let page: Page;
  let week = 0;
  let chosen: string[] = [];

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
    expect(await shownStarters(page)).toEqual(await heldByHost(week));
    // The simulator's Sunday: the 1 pm games have kicked off, so some players are locked, by the host's clock.
    expect(await page.getByRole('main').locator('li[data-locked="true"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'lineup-01-loaded');
  });

  it('swaps a bench player in for a starter of the same position whose games have not kicked off, and saves', async () => {
    const { out, into } = await findSwap(page);
    const before = await shownStarters(page);
    chosen = [...before.filter((id) => id !== out.id), into.id].sort();

    await toggle(page, out.id).click();
    await page.getByText('Lineup Invalid').waitFor();
    expect(await page.getByRole('button', { name: 'Save Lineup' }).isDisabled()).toBe(true);
    await toggle(page, into.id).click();
    await page.getByText('Lineup Invalid').waitFor({ state: 'detached' });
    expect(await toggle(page, into.id).getAttribute('aria-pressed')).toBe('true');
    expect(await toggle(page, into.id).getAttribute('aria-label')).toMatch(/^Bench /);

    const answered = page.waitForResponse((r) => r.url().includes('/mfl/lineup') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save Lineup' }).click();
    expect((await answered).status()).toBe(200);
    await page.getByText('Lineup saved successfully!').waitFor();
    await screenshot(page, 'lineup-02-saved');
  });

  it("the league host's own weeklyResults and liveScoring list exactly the starters the user chose", async () => {
    expect(await heldByHost(week)).toEqual(chosen);
    expect(await shownStarters(page)).toEqual(chosen);
  });

  it('a reload shows the same lineup', async () => {
    await page.reload();
    expect(await lineupWeek(page)).toBe(week);
    expect(await shownStarters(page)).toEqual(chosen);
  });

  it('keyboard only: Tab to a toggle, Space to bench and start, Enter on Save Lineup', async () => {
    const { out, into } = await findSwap(page);
    const expected = [...chosen.filter((id) => id !== out.id), into.id].sort();
    const focusOn = async (playerId: string) => {
      // Tab through the page until the player's toggle has focus (no mouse anywhere).
      for (let i = 0; i < 200; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => document.activeElement?.closest('li[data-player-id]')?.getAttribute('data-player-id'));
        if (focused === playerId) return;
      }
      throw new Error(`Tab never reached the toggle of player ${playerId}`);
    };
    await page.locator('body').focus();
    await focusOn(out.id);
    await page.keyboard.press('Space');
    await focusOn(into.id);
    await page.keyboard.press('Space');
    await page.getByText('Lineup Invalid').waitFor({ state: 'detached' });
    const save = page.getByRole('button', { name: 'Save Lineup' });
    for (let i = 0; i < 200 && !(await save.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
    const answered = page.waitForResponse((r) => r.url().includes('/mfl/lineup') && r.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(200);
    await page.getByText('Lineup saved successfully!').first().waitFor();
    expect(await heldByHost(week)).toEqual(expected);
    chosen = expected;
  });
});

describe('set lineup on a phone (390 px), light and dark', () => {
  let session: BrowserPage;
  let page: Page;

  beforeAll(async () => {
    session = await openPage({ width: 390, height: 844 });
    page = session.page;
    await signUpAndConfirm(page);
    await connectDemo(page);
  });

  afterAll(async () => {
    await session?.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: no sideways scrolling, thumb-sized toggles, the actions on screen`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate((s) => window.localStorage.setItem('mfl-companion-color-scheme', s), scheme);
      await page.goto(`${BASE_URL}/leagues/${GAZETTE.leagueId}/lineup`);
      await lineupWeek(page);
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const sizes = await page.getByRole('main').locator('button[aria-pressed]').evaluateAll((buttons) =>
        buttons.map((b) => b.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)),
      );
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);
      for (const name of ['Refresh', 'Save Lineup']) {
        const box = await page.getByRole('button', { name }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      await screenshot(page, `lineup-phone-${scheme}`);
    });
  }
});
