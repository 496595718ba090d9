import type { Page } from 'playwright-core';
import { BASE_URL, type BrowserPage, confirmationLink, freshEmail, openPage, screenshot, waitForMail } from './support';

// The simulator's demo account and the way a fresh user reaches its leagues, shared by the league e2e tests.

/** The league-host simulator behind the stack (local/sim/README.md). */
export const SIM_URL = (process.env.SIM_URL ?? 'http://127.0.0.1:54330').replace(/\/+$/, '');
export const SEASON = 2026;
const PASSWORD = 'e2e-secret-123';

/** The simulator's demo account and its franchise in each league (local/sim/README.md). */
export const DEMO = { username: 'demo', password: 'demo123' };
export const DEMO_LEAGUES = [
  { leagueId: '61408', franchiseId: '0003', name: 'Gridiron Gazette League' },
  { leagueId: '35112', franchiseId: '0007', name: 'Sunday Funday 10' },
  { leagueId: '72901', franchiseId: '0011', name: 'Dynasty Fourteen' },
] as const;

/** Logs in to the simulator as MFL does (form POST, XML answer) and returns the session cookie. */
export async function simLogin(): Promise<string> {
  const response = await fetch(`${SIM_URL}/${SEASON}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ USERNAME: DEMO.username, PASSWORD: DEMO.password, XML: '1' }),
  });
  const text = await response.text();
  const token = /MFL_USER_ID="([^"]+)"/.exec(text)?.[1];
  if (!token) throw new Error(`Simulator login failed: ${text}`);
  return token;
}

export interface SimStandingRow {
  id: string;
  h2hw: string;
  h2hl: string;
  h2ht: string;
  pf: string;
}

/** One of the simulator's league exports as MFL's JSON, read as the demo user; the 302 to the league host is followed. */
export async function simExport<T>(type: string, params: Record<string, string>, cookie: string): Promise<T> {
  const query = new URLSearchParams({ TYPE: type, ...params, JSON: '1' });
  const headers = { Cookie: `MFL_USER_ID=${cookie}` };
  const response = await fetch(`${SIM_URL}/${SEASON}/export?${query}`, { headers, redirect: 'follow' });
  if (!response.ok) throw new Error(`Simulator ${type} ${JSON.stringify(params)}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** MFL's JSON gives a lone element as an object rather than a one-element list. */
export function asList<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A place as the product writes it: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The simulator's own standings, in its order (rank 1 first). */
export async function simStandings(leagueId: string, cookie: string): Promise<SimStandingRow[]> {
  type LeagueStandings = { leagueStandings: { franchise: SimStandingRow | SimStandingRow[] } };
  const body = await simExport<LeagueStandings>('leagueStandings', { L: leagueId }, cookie);
  return asList(body.leagueStandings.franchise);
}

interface SimWeeklyFranchise {
  id: string;
  /** Comma-terminated ids: '1234,5678,'. */
  starters: string;
}

/** The starters the simulator holds for a franchise's week (its weeklyResults export). */
export async function simStarters(leagueId: string, franchiseId: string, week: number, cookie: string): Promise<string[]> {
  type Matchup = { franchise: SimWeeklyFranchise[] };
  type WeeklyResults = { weeklyResults: { matchup: Matchup | Matchup[] } };
  const body = await simExport<WeeklyResults>('weeklyResults', { L: leagueId, W: String(week) }, cookie);
  const franchise = asList(body.weeklyResults.matchup).flatMap((m) => m.franchise).find((f) => f.id === franchiseId);
  if (!franchise) throw new Error(`Simulator weeklyResults ${leagueId} week ${week}: no franchise ${franchiseId}`);
  return franchise.starters.split(',').filter(Boolean);
}

/** The starters the simulator's liveScoring lists for a franchise's week (players with status 'starter'). */
export async function simLiveStarters(leagueId: string, franchiseId: string, week: number, cookie: string): Promise<string[]> {
  type Player = { id: string; status: string };
  type Franchise = { id: string; players?: { player?: Player | Player[] } };
  type LiveScoring = { liveScoring: { matchup?: { franchise: Franchise[] } | { franchise: Franchise[] }[]; franchise?: Franchise | Franchise[] } };
  const body = await simExport<LiveScoring>('liveScoring', { L: leagueId, W: String(week), DETAILS: '1' }, cookie);
  const franchises = [...asList(body.liveScoring.matchup).flatMap((m) => m.franchise), ...asList(body.liveScoring.franchise)];
  const franchise = franchises.find((f) => f.id === franchiseId);
  if (!franchise) throw new Error(`Simulator liveScoring ${leagueId} week ${week}: no franchise ${franchiseId}`);
  return asList(franchise.players?.player).filter((p) => p.status === 'starter').map((p) => p.id);
}

export async function simControl(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${SIM_URL}/_sim/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Simulator control ${method} ${path}: HTTP ${response.status}`);
  return response.json();
}

/** The simulator's current NFL week (its clock; week 12 on the default clock). */
export async function simCurrentWeek(): Promise<number> {
  const clock = (await (await fetch(`${SIM_URL}/_sim/clock`)).json()) as { weeks: { CurrentWeek: number } };
  return clock.weeks.CurrentWeek;
}

/** Signs up with a fresh address, confirms from the outbox and ends signed in on /dashboard. */
export async function signUpAndConfirm(page: Page): Promise<string> {
  const email = freshEmail();
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByText('Please check your email and click the confirmation link to complete registration.').waitFor();
  await page.goto(confirmationLink(await waitForMail(email)));
  // A first run lands on /login's second step, the MFL connection.
  await page.waitForURL(`${BASE_URL}/login`, { timeout: 15_000 });
  return email;
}

/** A request to the stack's REST API as the service role (test set-up only: settings, caches). */
export async function serviceRest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!key) throw new Error('SUPABASE_SERVICE_ROLE_KEY is needed for this test');
  const res = await fetch(`${BASE_URL}/rest/v1/${path}`, {
    method,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'content-type': 'application/json', Prefer: 'return=representation' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} /rest/v1/${path}: HTTP ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** Sets one system setting; every function worker reads it within its 30 s settings cache. */
export async function setSystemSetting(key: string, value: number): Promise<void> {
  await serviceRest('PATCH', `system_settings?key=eq.${key}`, { value });
}

/** How long a function worker may keep the settings it read (supabase/functions/_shared/settings.ts). */
export const SETTINGS_CACHE_MS = 30_000;

/** The server's shared copies of a league's live scores: gone, so the next viewer asks MFL. */
export async function forgetLiveScores(leagueId: string): Promise<void> {
  await serviceRest('DELETE', `upstream_cache?key=like.*liveScoring*L%3D${leagueId}*`);
}

/** The login form's second step: the MFL account, then on to the dashboard by itself. */
export async function connectDemo(page: Page, shot?: string): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('heading', { name: 'Connect your MFL account' }).waitFor();
  const form = page.getByRole('form', { name: 'Connect MFL account' });
  await form.getByLabel('MFL username').fill(DEMO.username);
  await form.getByLabel('MFL password').fill(DEMO.password);
  if (shot) await screenshot(page, shot);
  await form.getByRole('button', { name: 'Connect MFL Account' }).click();
  await page.waitForURL(`${BASE_URL}/dashboard`, { timeout: 30_000 });
}

/** A fresh user with the demo MFL account connected, on /dashboard. */
export async function signUpAndConnect(page: Page): Promise<void> {
  await signUpAndConfirm(page);
  await connectDemo(page);
}

/** The signed-in user's id, from the session supabase-js keeps in localStorage. */
export async function userIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    return JSON.parse(localStorage.getItem(key!)!).user.id as string;
  });
}

/** Only the service role grants admin (user_profile.is_admin); the e2e run holds its key. */
export async function makeAdmin(userId: string): Promise<void> {
  await serviceRest('PATCH', `user_profile?user_id=eq.${userId}`, { is_admin: true });
}

interface SimFranchise {
  id: string;
  player?: { id: string; status: string } | { id: string; status: string }[];
}

/** Franchise id → the player ids on the simulator's rosters of a league. */
export async function simRosters(leagueId: string, cookie: string): Promise<Map<string, string[]>> {
  const body = await simExport<{ rosters: { franchise: SimFranchise | SimFranchise[] } }>('rosters', { L: leagueId }, cookie);
  return new Map(asList(body.rosters.franchise).map((f) => [f.id, asList(f.player).map((p) => p.id)]));
}

/** Franchise id → number of players on the simulator's rosters of a league. */
export async function simRosterSizes(leagueId: string, cookie: string): Promise<Map<string, number>> {
  return new Map([...(await simRosters(leagueId, cookie))].map(([id, players]) => [id, players.length]));
}

/** Player id → name as the product shows it ('Patrick Mahomes' for MFL's 'Mahomes, Patrick'). */
export async function simPlayerNames(playerIds: readonly string[], cookie: string): Promise<Map<string, string>> {
  type Players = { players: { player: { id: string; name: string } | { id: string; name: string }[] } };
  const body = await simExport<Players>('players', { PLAYERS: playerIds.join(',') }, cookie);
  return new Map(asList(body.players.player).map((p) => {
    const [last, first] = p.name.split(', ');
    return [p.id, first ? `${first} ${last}` : p.name];
  }));
}

/** A player's points in each week of the league's own scoring (the simulator's playerScores, week by week). */
export async function simPlayerWeeks(leagueId: string, playerId: string, weeks: number, cookie: string): Promise<Map<number, number>> {
  type Scores = { playerScores: { playerScore?: { id: string; score: string } | { id: string; score: string }[] } };
  const out = new Map<number, number>();
  for (let week = 1; week <= weeks; week++) {
    const body = await simExport<Scores>('playerScores', { L: leagueId, W: String(week), PLAYERS: playerId }, cookie);
    const score = asList(body.playerScores.playerScore).find((s) => s.id === playerId)?.score;
    if (score !== undefined && score !== '') out.set(week, Number(score));
  }
  return out;
}

export interface SimTransaction {
  type: string;
  franchise: string;
  timestamp: string;
  /** FREE_AGENT / BBID_WAIVER: 'added,|bid|dropped,' style lists. */
  transaction?: string;
  franchise1_gave_up?: string;
  franchise2_gave_up?: string;
}

/** The simulator's transactions of a league's season, newest first as MFL sends them. */
export async function simTransactions(leagueId: string, cookie: string): Promise<SimTransaction[]> {
  const body = await simExport<{ transactions: { transaction?: SimTransaction | SimTransaction[] } }>('transactions', { L: leagueId }, cookie);
  return asList(body.transactions.transaction);
}

/** The page has no sideways scroll at this width (tables scroll inside their own box). */
/**
 * Whether the page fits `width` px without a horizontal scroll, once the layout has settled after a
 * resize (the app shell's navbar follows the width a render later): up to 3 s. A failure names the
 * innermost elements past the edge, so it says what to fix.
 */
export async function fitsWidth(page: Page, width: number): Promise<boolean> {
  let overflowing: string[] | null;
  for (const deadline = Date.now() + 3_000; ; await page.waitForTimeout(100)) {
    overflowing = await page.evaluate((limit) => {
      if (document.documentElement.scrollWidth <= limit) return null;
      return [...document.querySelectorAll('body *')]
        .filter((el) => el.children.length === 0 && el.getBoundingClientRect().right > limit + 0.5)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()} right=${Math.round(el.getBoundingClientRect().right)} "${(el.textContent ?? '').trim().slice(0, 60)}"`);
    }, width);
    if (overflowing === null || Date.now() > deadline) break;
  }
  if (overflowing) console.warn(`wider than ${width} px:\n  ${overflowing.join('\n  ')}`);
  return overflowing === null;
}

/**
 * Franchise id → score in the simulator's liveScoring of a league's current week (or the week
 * given): its matchups' franchises, and the flat list of a league without matchups (total points).
 */
export async function simLiveScores(leagueId: string, cookie: string, week?: number): Promise<Map<string, number>> {
  type Franchise = { id: string; score: string };
  type Live = { liveScoring: { matchup?: { franchise: Franchise[] } | { franchise: Franchise[] }[]; franchise?: Franchise | Franchise[] } };
  const body = await simExport<Live>('liveScoring', week === undefined ? { L: leagueId } : { L: leagueId, W: String(week) }, cookie);
  const franchises = [...asList(body.liveScoring.matchup).flatMap((m) => m.franchise), ...asList(body.liveScoring.franchise)];
  return new Map(franchises.map((f) => [f.id, Number(f.score)]));
}

/** Franchise id → total, as the server answers a league's live scores to the page's signed-in user. */
async function serverLiveTotals(page: Page, leagueId: string): Promise<Map<string, number>> {
  const teams = await page.evaluate(
    async ([id, anonKey]) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
      const token = JSON.parse(localStorage.getItem(key!)!).access_token as string;
      const res = await fetch(`/api/mfl/scoring?type=league&leagueId=${id}`, {
        headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
      });
      if (!res.ok) return [];
      const body = (await res.json()) as { matchups: { teams: { franchiseId: string; totalPoints: number }[] }[] };
      return body.matchups.flatMap((m) => m.teams.map((t) => [t.franchiseId, t.totalPoints] as [string, number]));
    },
    [leagueId, process.env.SUPABASE_ANON_KEY ?? ''] as const,
  );
  return new Map(teams);
}

const sameTotals = (a: Map<string, number>, b: Map<string, number>) =>
  a.size === b.size && [...a].every(([id, points]) => Math.abs(points - (b.get(id) ?? NaN)) < 0.005);

/**
 * Until the server answers every demo league's live scores as the frozen host has them. Dropping
 * the shared table's copies does not reach a function worker's own memory, which may hold a copy
 * taken before the freeze (fresh for up to poll_interval_active_sec), nor a refresh that was in
 * flight: each worker (requests go to them in turn) must agree, several answers in a row.
 */
async function untilServerMatchesHost(page: Page, leagueIds: readonly string[], timeoutMs = 90_000): Promise<void> {
  const cookie = await simLogin();
  const deadline = Date.now() + timeoutMs;
  for (const leagueId of leagueIds) {
    const host = await simLiveScores(leagueId, cookie);
    for (let agreeing = 0; agreeing < 4; ) {
      agreeing = sameTotals(await serverLiveTotals(page, leagueId), host) ? agreeing + 1 : 0;
      if (agreeing > 0) continue;
      if (Date.now() > deadline) throw new Error(`the server's live scores of ${leagueId} never matched the frozen host's`);
      await page.waitForTimeout(2_000);
    }
  }
}

/**
 * A fresh user connected to the demo account in a new browser, with the simulator's faults cleared
 * and its clock frozen, so the page and the league host can be compared number for number: the
 * server's copies of the demo leagues' live scores are dropped, and it is waited for until it
 * answers the frozen instant's (a worker may still hold an earlier instant's in memory) for the
 * leagues a file compares (`compared`; another league is not read, so it can still be made to fail
 * with no copy anywhere). The leagues in `failing` fail at the host (liveScoring 503) before the
 * user signs in: the dashboard reads every league's scores on arrival, so a fault set later would
 * find a copy already made. `close` lets the clock run again and closes the browser.
 */
export async function frozenDemoSession(compared: readonly string[], failing: readonly string[] = []): Promise<BrowserPage> {
  await simControl('DELETE', 'faults');
  await simControl('POST', 'clock', { frozen: true });
  await Promise.all(DEMO_LEAGUES.map((league) => forgetLiveScores(league.leagueId)));
  for (const league of failing) await simControl('POST', 'faults', { match: 'mfl:export:liveScoring', league, kind: 'status', status: 503 });
  const session = await openPage({ height: 900 });
  await signUpAndConnect(session.page);
  await untilServerMatchesHost(session.page, compared);
  return {
    ...session,
    async close() {
      await simControl('DELETE', 'faults');
      await simControl('POST', 'clock', { frozen: false });
      await session.close();
    },
  };
}

/**
 * The page on a phone (390 px wide), light then dark (the header's switch), back to light: whether
 * it fits the width each time, with a screenshot of each (`shots`: the light one's name, the dark one's).
 */
export async function phoneLightAndDark(page: Page, shots: [string, string]): Promise<[boolean, boolean]> {
  const scheme = (to: 'dark' | 'light') => page.locator('header').getByRole('button', { name: `Switch to ${to} mode` }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  const light = await fitsWidth(page, 390);
  await screenshot(page, shots[0]);
  await scheme('dark');
  const dark = await fitsWidth(page, 390);
  await screenshot(page, shots[1]);
  await scheme('light');
  return [light, dark];
}
