import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../../local/config.ts';
import { connectDemo, SEASON, SIM_URL, simControl, simCurrentWeek, simLogin, simStarters, signUpAndConfirm } from './demo-league';
import { BASE_URL, openPage, screenshot, type BrowserPage } from './support';

// The lineup check across the demo's three leagues, against the simulator: a starter hurt (Out) in
// Sunday Funday 10, a player on bye started and a starter cut in the Gridiron Gazette, each flagged
// in its own league; Fix all saves the proposed lineups, which the simulator then holds; the
// dashboard's line goes from "2 lineups need attention" to "All lineups set".

const GAZETTE = { leagueId: '61408', franchiseId: '0003' };
const FUNDAY = { leagueId: '35112', franchiseId: '0007' };
const FOURTEEN = { leagueId: '72901', franchiseId: '0011' };
/**
 * The simulator's seeded world (its standard leagues): in the Gazette, RB 10141 starts and RB 9050
 * (bye in week 12) sits, TE 11801 starts with TE 12170 behind him; in Funday, RB 14025 starts with
 * healthy RBs behind him; all of their games kick off after the simulator's Sunday 2:30 pm.
 */

// Runs before the files that step the simulator's clock (E2eOrder, vitest.config.ts).
const BYE_IN = '9050';
const BYE_OUT = '10141';
const CUT = '11801';
const HURT = '14025';

async function simImportLineup(leagueId: string, week: number, starters: string[], cookie: string): Promise<void> {
  const query = new URLSearchParams({ TYPE: 'lineup', L: leagueId, W: String(week), STARTERS: starters.join(','), JSON: '1' });
  const res = await fetch(`${SIM_URL}/${SEASON}/import?${query}`, { headers: { Cookie: `MFL_USER_ID=${cookie}` }, redirect: 'follow' });
  const body = await res.text();
  if (!res.ok || /error/i.test(body)) throw new Error(`Simulator lineup import ${leagueId}: HTTP ${res.status} ${body.slice(0, 200)}`);
}

/** The seeded admin's token: the injury report is brought in by the admin's own sync (as its daily job would). */
async function adminToken(): Promise<string> {
  const res = await fetch(`${BASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`admin sign-in failed: HTTP ${res.status}`);
  return body.access_token;
}

/** The admin's injury sync (the product's copy of the injury report, as its daily job brings it); its HTTP status. */
async function syncInjuries(): Promise<number> {
  const res = await fetch(`${BASE_URL}/functions/v1/admin/sync-injuries`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ syncMode: 'full' }),
  });
  await res.body?.cancel();
  return res.status;
}

interface CheckAnswer {
  attention: number;
  leagues: { leagueId: string; status: string; starters: { id: string }[]; proposal: { starters: string[] } | null }[];
}

/** The check as the signed-in user's SPA reads it; `refresh`: as its "Check again" does (rosters and lineups from MFL now). */
async function readCheck(page: Page, refresh = false): Promise<CheckAnswer> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    return JSON.parse(localStorage.getItem(key!)!).access_token as string;
  });
  const res = await fetch(`${BASE_URL}/functions/v1/mfl/lineup-check${refresh ? '?refresh=1' : ''}`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as CheckAnswer;
}

const card = (page: Page, leagueId: string) => page.getByTestId(`league-check-${leagueId}`);

describe('lineup check: every league checked, flagged in its own league, fixed in one click', () => {
  let session: BrowserPage;
  let page: Page;
  let week = 0;

  beforeAll(async () => {
    await simControl('DELETE', 'faults');
    // The seeded Sunday's early games on (files before this one may have moved the clock on: then
    // these starters' games would have kicked off and be locked, nothing left to flag or fix).
    await simControl('POST', 'clock', { preset: 'default', frozen: false });
    week = await simCurrentWeek();
    const cookie = await simLogin();
    // Lineups submitted before the news (MFL keeps a submitted lineup whatever happens after).
    const gazette = await simStarters(GAZETTE.leagueId, GAZETTE.franchiseId, week, cookie);
    const funday = await simStarters(FUNDAY.leagueId, FUNDAY.franchiseId, week, cookie);
    for (const [starters, id] of [[gazette, BYE_OUT], [gazette, CUT], [funday, HURT]] as const) {
      if (!starters.includes(id)) throw new Error(`The seeded world changed: ${id} no longer starts (${starters.join(',')})`);
    }
    await simImportLineup(GAZETTE.leagueId, week, [...gazette.filter((id) => id !== BYE_OUT), BYE_IN], cookie);
    await simImportLineup(FUNDAY.leagueId, week, funday, cookie);
    await simControl('POST', 'rosters', { league: GAZETTE.leagueId, franchise: GAZETTE.franchiseId, release: [CUT] });
    await simControl('POST', 'injuries', { player: HURT, status: 'Out', week });
    expect(await syncInjuries()).toBe(200);

    session = await openPage({ height: 1000 });
    page = session.page;
    await signUpAndConfirm(page);
    await connectDemo(page);
  });

  afterAll(async () => {
    // The next files find the seeded world: lineups, rosters and injuries back as generated, at the
    // simulator and in the server's copies (fresh for minutes yet, they hold this file's cut and
    // lineups: Set Lineup would show them), read again as "Check again" and the injury sync do.
    await simControl('POST', 'injuries', { player: HURT, status: null, week }).catch(() => undefined);
    for (const league of [GAZETTE, FUNDAY]) await simControl('POST', 'reset', { league: league.leagueId }).catch(() => undefined);
    if (page) await readCheck(page, true).catch(() => undefined);
    await syncInjuries().catch(() => undefined);
    await session?.close();
  });

  it('the dashboard says how many lineups need attention, with the time of the check', async () => {
    const line = page.getByTestId('lineup-check-line');
    // Copies of these rosters and lineups that earlier files had the server fetch (Set Lineup, the
    // offline tests) are fresh for minutes yet: the user's "Check again" (on another device) asks
    // MFL for them now, and the dashboard then reads the new copies.
    const planted = (answer: CheckAnswer) =>
      answer.leagues.find((l) => l.leagueId === GAZETTE.leagueId)?.starters.some((s) => s.id === BYE_IN) === true;
    expect(planted(await readCheck(page, true)), 'Check again reads the lineup planted at the simulator').toBe(true);
    for (let tries = 0; ; tries++) {
      await page.reload();
      await line.getByTestId('lineup-check-summary').waitFor({ timeout: 60_000 });
      if ((await line.getByTestId('lineup-check-summary').textContent()) === '2 lineups need attention' || tries > 6) break;
      await page.waitForTimeout(10_000);
    }
    expect(await line.getByTestId('lineup-check-summary').textContent()).toBe('2 lineups need attention');
    expect(await line.textContent()).toMatch(new RegExp(`Week ${week} · checked `));
    await screenshot(page, 'lineup-check-01-dashboard');
  }, 240_000);

  it('the Lineup Check screen flags the injury, the bye and the cut each in its own league', async () => {
    await page.getByTestId('lineup-check-line').getByTestId('lineup-check-summary').click();
    await page.waitForURL(`${BASE_URL}/lineup-check`);
    await page.getByTestId('lineup-check-summary').waitFor({ timeout: 60_000 });
    // Check again: the same flags, read from MFL now.
    const asked = page.waitForResponse((r) => r.url().includes('/mfl/lineup-check?refresh=1'), { timeout: 60_000 });
    await page.getByRole('button', { name: 'Check again' }).click();
    expect((await asked).status()).toBe(200);
    expect(await card(page, FUNDAY.leagueId).getByTestId(`flag-${HURT}`).textContent()).toContain('Out');
    expect(await card(page, GAZETTE.leagueId).getByTestId(`flag-${BYE_IN}`).textContent()).toContain('On bye');
    expect(await card(page, GAZETTE.leagueId).getByTestId(`flag-${CUT}`).textContent()).toContain('Not on your roster any more');
    // Nowhere else.
    expect(await card(page, GAZETTE.leagueId).getByTestId(`flag-${HURT}`).count()).toBe(0);
    expect(await card(page, FOURTEEN.leagueId).getByTestId('league-status').textContent()).toBe('Lineup set');
    for (const league of [GAZETTE, FUNDAY]) {
      expect(await card(page, league.leagueId).getByTestId('league-status').textContent()).toBe('Needs attention');
      expect(await card(page, league.leagueId).getByTestId('proposal').textContent()).toMatch(/Best lineup: \+[\d.]+ projected/);
    }
    expect(await card(page, FUNDAY.leagueId).getByTestId('proposal').textContent()).toContain('· Out');
    expect(await card(page, GAZETTE.leagueId).getByTestId('proposal').textContent()).toContain('· On bye');
    await screenshot(page, 'lineup-check-02-flags');
  });

  it('Fix all saves each proposed lineup on its own line, and the simulator holds them', async () => {
    const proposed = new Map((await readCheck(page)).leagues.filter((l) => l.proposal).map((l) => [l.leagueId, l.proposal!.starters]));
    expect([...proposed.keys()].sort()).toEqual([FUNDAY.leagueId, GAZETTE.leagueId].sort());
    await page.getByRole('button', { name: /^Fix all/ }).click();
    for (const leagueId of proposed.keys()) {
      await card(page, leagueId).getByTestId('fix-outcome').getByText('Lineup saved successfully!').waitFor({ timeout: 60_000 });
    }
    const cookie = await simLogin();
    for (const [leagueId, starters] of proposed) {
      const franchiseId = leagueId === GAZETTE.leagueId ? GAZETTE.franchiseId : FUNDAY.franchiseId;
      expect((await simStarters(leagueId, franchiseId, week, cookie)).sort()).toEqual([...starters].sort());
    }
    await page.getByTestId('lineup-check-summary').getByText('All lineups set').waitFor({ timeout: 60_000 });
    await screenshot(page, 'lineup-check-03-fixed');
  });

  it('the dashboard line now says all lineups are set', async () => {
    await page.goto(`${BASE_URL}/dashboard`);
    await page.getByTestId('lineup-check-line').getByText('All lineups set').waitFor({ timeout: 60_000 });
  });

  it('on a phone, in dark mode, the screen fits', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => {
      localStorage.setItem('mfl-companion-color-scheme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'mfl-companion-color-scheme', newValue: 'dark', storageArea: localStorage }));
    });
    await page.goto(`${BASE_URL}/lineup-check`);
    await page.locator('html[data-mantine-color-scheme="dark"]').waitFor({ state: 'attached' });
    await page.getByTestId('lineup-check-summary').waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'lineup-check-04-phone-dark');
  });
});
