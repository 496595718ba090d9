import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asList,
  DEMO_LEAGUES,
  frozenDemoSession,
  phoneLightAndDark,
  SETTINGS_CACHE_MS,
  setSystemSetting,
  simControl,
  simExport,
  simLogin,
} from './demo-league';
import { BASE_URL, screenshot, type BrowserPage } from './support';

// The Sunday command center across the demo's three leagues, the simulator's clock frozen at its
// Sunday (early games live), then stepped a minute at a time: for and against per game and every
// matchup's points equal the simulator's live scoring and rosters; a scoring play moves the win
// probability the right way; a game opens its play-by-play. The server's poll interval is its
// minimum (5 s) so a step reaches the page within seconds.

const POLL_SEC = 5;

interface SimFranchise {
  score: number;
  /** Starter id → his points. */
  starters: Map<string, number>;
}

/** The simulator's liveScoring of a league's current week: each franchise's score and starters, and who plays whom. */
async function simWeek(leagueId: string, cookie: string): Promise<{ franchises: Map<string, SimFranchise>; opponentOf: Map<string, string> }> {
  type Player = { id: string; status: string; score: string };
  type Franchise = { id: string; score: string; players?: { player?: Player | Player[] } };
  type Live = { liveScoring: { matchup?: { franchise: Franchise[] } | { franchise: Franchise[] }[] } };
  const body = await simExport<Live>('liveScoring', { L: leagueId, DETAILS: '1' }, cookie);
  const franchises = new Map<string, SimFranchise>();
  const opponentOf = new Map<string, string>();
  for (const m of asList(body.liveScoring.matchup)) {
    const [a, b] = m.franchise;
    if (a && b) opponentOf.set(a.id, b.id).set(b.id, a.id);
    for (const f of m.franchise) {
      const starters = asList(f.players?.player).filter((p) => p.status === 'starter');
      franchises.set(f.id, { score: Number(f.score), starters: new Map(starters.map((p) => [p.id, Number(p.score)])) });
    }
  }
  return { franchises, opponentOf };
}

/** The command center's answer to the page's signed-in user, as the page's poll gets it. */
async function serverSunday(page: Page): Promise<{ matchups: { leagueId: string; points: number; winProbability: number | null; opponent: { points: number } | null }[] }> {
  return page.evaluate(async (anonKey) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    const token = JSON.parse(localStorage.getItem(key!)!).access_token as string;
    const res = await fetch('/api/mfl/sunday', { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } });
    return res.ok ? res.json() : { matchups: [] };
  }, process.env.SUPABASE_ANON_KEY ?? '');
}

describe('Sunday command center: every game and what it means across the leagues', () => {
  let session: BrowserPage;
  let page: Page;
  let cookie: string;
  const matchupCard = (leagueId: string) => page.locator(`[data-testid="sunday-matchup"][data-league-id="${leagueId}"]`);
  const shownProbability = async (leagueId: string) => Number(await matchupCard(leagueId).getByTestId('win-probability').getAttribute('data-probability'));

  beforeAll(async () => {
    await setSystemSetting('poll_interval_active_sec', POLL_SEC);
    const settingsAt = Date.now();
    cookie = await simLogin();
    session = await frozenDemoSession(DEMO_LEAGUES.map((l) => l.leagueId));
    page = session.page;
    await page.waitForTimeout(Math.max(0, settingsAt + SETTINGS_CACHE_MS + 1_000 - Date.now()));
    // Up to 90 s for the server to answer the frozen instant (after another file stepped the clock)
    // and 30 s for every worker to read the shorter poll interval.
  }, 150_000);

  afterAll(async () => {
    await setSystemSetting('poll_interval_active_sec', 60);
    await session?.close();
  });

  it("shows for, against and points per game and per matchup as the simulator's live scoring and rosters give them", async () => {
    await page.goto(`${BASE_URL}/sunday`);
    await page.getByRole('heading', { name: 'Sunday', level: 1 }).waitFor();
    await page.locator('[data-testid="sunday-matchup"]').nth(DEMO_LEAGUES.length - 1).waitFor({ timeout: 30_000 });
    // Live first, then upcoming, then final.
    const states = await page.locator('[data-testid="sunday-game"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-state')));
    expect(states.length).toBeGreaterThan(10);
    expect(states[0]).toBe('live');
    expect(states.join(',')).toMatch(/^(live,)*(upcoming,)*(final,?)*$/);

    const compare = async () => {
      for (const league of DEMO_LEAGUES) {
        const sim = await simWeek(league.leagueId, cookie);
        const mine = sim.franchises.get(league.franchiseId)!;
        const theirs = sim.franchises.get(sim.opponentOf.get(league.franchiseId)!)!;
        expect(Number(await matchupCard(league.leagueId).getByTestId('matchup-points').textContent()), league.name).toBeCloseTo(mine.score, 2);
        expect(Number(await matchupCard(league.leagueId).getByTestId('opponent-points').textContent()), league.name).toBeCloseTo(theirs.score, 2);
        const entries = page.locator(`[data-testid="game-league"][data-league-id="${league.leagueId}"]`);
        const listed = async (side: 'for' | 'against') =>
          new Map(await entries.locator(`[data-testid="${side}"] [data-player-id]`).evaluateAll((spans) =>
            spans.map((s) => [s.getAttribute('data-player-id')!, Number(s.getAttribute('data-points'))] as [string, number])));
        for (const [side, franchise] of [['for', mine], ['against', theirs]] as const) {
          const shown = await listed(side);
          expect(shown.size, `${league.name} ${side}`).toBeGreaterThan(0);
          // Every player shown is a starter of that franchise at the host, with the host's points;
          // starters on a bye are in no game and score nothing, so the games add up to the team's score.
          for (const [id, points] of shown) expect(points, `${league.name} ${side} ${id}`).toBeCloseTo(franchise.starters.get(id)!, 2);
          expect([...shown.values()].reduce((s, x) => s + x, 0), `${league.name} ${side} total`).toBeCloseTo(franchise.score, 1);
        }
        const probability = await shownProbability(league.leagueId);
        expect(probability).toBeGreaterThan(0);
        expect(probability).toBeLessThan(1);
      }
    };
    // A lineup another file saved at the host reaches the server's live copy within its poll
    // interval (the frozen session waits for the totals, which a swap of two players yet to play
    // leaves equal): compare again until it has.
    for (let attempt = 0; ; attempt++) {
      try {
        await compare();
        break;
      } catch (error) {
        if (attempt >= 8) throw error;
        await page.waitForTimeout(5_000);
        await page.reload();
        await page.locator('[data-testid="sunday-matchup"]').nth(DEMO_LEAGUES.length - 1).waitFor({ timeout: 30_000 });
      }
    }
    await screenshot(page, 'sunday-01-desktop');
  }, 180_000);

  it('a scoring play moves the win probability the right way, on the page and in its chart', async () => {
    type State = Map<string, { mine: number; theirs: number; probability: number }>;
    /** Until the server answers what the host has now (its copy refreshes every POLL_SEC). */
    const serverState = async (): Promise<State> => {
      const host = new Map(await Promise.all(DEMO_LEAGUES.map(async (l) => {
        const sim = await simWeek(l.leagueId, cookie);
        return [l.leagueId, { mine: sim.franchises.get(l.franchiseId)!.score, theirs: sim.franchises.get(sim.opponentOf.get(l.franchiseId)!)!.score }] as const;
      })));
      // Up to a minute: on a loaded machine one refresh of the live copy can take several polls.
      for (let tries = 0; tries < 60; tries++) {
        const answer = await serverSunday(page);
        const state: State = new Map(answer.matchups.filter((m) => m.opponent && m.winProbability !== null)
          .map((m) => [m.leagueId, { mine: m.points, theirs: m.opponent!.points, probability: m.winProbability! }]));
        if ([...host].every(([id, h]) => Math.abs((state.get(id)?.mine ?? NaN) - h.mine) < 0.005 && Math.abs((state.get(id)?.theirs ?? NaN) - h.theirs) < 0.005)) return state;
        await page.waitForTimeout(1_000);
      }
      throw new Error("the server never answered the host's scores");
    };
    let before = await serverState();
    let moved: { leagueId: string; up: boolean; from: number; to: number } | null = null;
    // Football happens a minute at a time until a touchdown-sized play lands on one side only.
    for (let step = 0; step < 40 && !moved; step++) {
      await simControl('POST', 'clock', { stepMinutes: 1 });
      const after = await serverState();
      for (const [leagueId, a] of after) {
        const b = before.get(leagueId)!;
        const [dMine, dTheirs] = [a.mine - b.mine, a.theirs - b.theirs];
        // A matchup already settled to three decimals (0 or 1) has no room to move.
        if (dMine >= 6 && Math.abs(dTheirs) < 0.5 && b.probability < 1) moved = { leagueId, up: true, from: b.probability, to: a.probability };
        else if (dTheirs >= 6 && Math.abs(dMine) < 0.5 && b.probability > 0) moved = { leagueId, up: false, from: b.probability, to: a.probability };
        if (moved) break;
      }
      before = after;
    }
    expect(moved, 'a touchdown-sized play within 40 minutes of game time').not.toBeNull();
    const { leagueId, up, from, to } = moved!;
    if (up) expect(to).toBeGreaterThan(from);
    else expect(to).toBeLessThan(from);
    // The page shows the new probability, and its chart has drawn more than one point today.
    await expect.poll(() => shownProbability(leagueId), { timeout: 45_000, interval: 500 }).toBe(to);
    expect(Number(await matchupCard(leagueId).getByTestId('odds-chart').getAttribute('data-points'))).toBeGreaterThan(1);
    await screenshot(page, 'sunday-02-after-a-play');
  }, 300_000);

  it("a game opens its play-by-play on the Live Game Feed", async () => {
    const live = page.locator('[data-testid="sunday-game"][data-state="live"]').first();
    const href = await live.locator('xpath=ancestor::a').getAttribute('href');
    const gameID = decodeURIComponent(/game=([^&]+)/.exec(href ?? '')![1]);
    await live.click();
    await page.waitForURL(/\/live-feed\?game=/);
    await expect.poll(() => page.locator(`[data-testid="game-tile"][data-game-id="${gameID}"]`).getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    await page.goBack();
    await page.getByRole('heading', { name: 'Sunday', level: 1 }).waitFor();
  });

  it('reads on a phone (390 px), light and dark', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid="sunday-matchup"]').first().waitFor();
    expect(await phoneLightAndDark(page, ['sunday-03-phone-light', 'sunday-04-phone-dark'])).toEqual([true, true]);
  });
});
