import { appendFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeFindings, type AxeFinding } from './axe';
import { connectDemo, DEMO_LEAGUES, makeAdmin, signUpAndConfirm, simControl, userIdOf } from './demo-league';
import { BASE_URL, openPage, type BrowserPage, useColorScheme } from './support';

/**
 * axe-core's WCAG 2 A/AA rules on every screen of the router (web/src/app/router.tsx) and the
 * dialogs they open: signed out, as a user and as the admin, each in light and dark, on a desktop
 * and on a 390 px phone. Any serious or critical violation fails, naming the rule and the elements.
 * A screen is opened once, then scanned in the four modes on the same page (the scheme and the
 * viewport change, nothing reloads); a dialog is scanned alone, its page was just before. The file
 * costs about 70 s of CPU (`npm run bench -- a11y`).
 */

const [GAZETTE] = DEMO_LEAGUES;

interface Mode {
  name: string;
  scheme: 'light' | 'dark';
  width: number;
  height: number;
}

const MODES: readonly Mode[] = [
  { name: 'light, desktop', scheme: 'light', width: 1280, height: 900 },
  { name: 'dark, desktop', scheme: 'dark', width: 1280, height: 900 },
  { name: 'dark, 390 px', scheme: 'dark', width: 390, height: 844 },
  { name: 'light, 390 px', scheme: 'light', width: 390, height: 844 },
];

/** Until nothing is loading (skeletons, loaders) and no colour is still on its way to the new scheme. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]'),
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((t) => t.finished.catch(() => undefined)));
  });
}

/**
 * With A11Y_REPORT set, each scan adds a line to that file (what axe found, how long it took):
 * `npm run bench -- a11y` reads it.
 */
function record(screen: string, mode: Mode, findings: readonly AxeFinding[], ms: number): void {
  const file = process.env.A11Y_REPORT;
  if (!file) return;
  const found = findings.map((f) => ({ rule: f.rule, impact: f.impact, elements: f.elements.length }));
  appendFileSync(file, `${JSON.stringify({ screen, mode: mode.name, ms: Math.round(ms), found })}\n`);
}

/** The screen as it is, in every mode: '' when axe finds nothing serious, else what it found where. */
async function scanModes(page: Page, screen: Screen): Promise<string> {
  const reports: string[] = [];
  for (const mode of MODES) {
    await page.setViewportSize({ width: mode.width, height: mode.height });
    await useColorScheme(page, mode.scheme);
    await settled(page);
    const started = performance.now();
    const findings = await axeViolations(page, screen.within);
    record(screen.name, mode, findings, performance.now() - started);
    reports.push(describeFindings(`${screen.name} (${mode.name})`, findings));
  }
  // The next screen opens as the first mode has it.
  await page.setViewportSize({ width: MODES[0].width, height: MODES[0].height });
  return reports.filter(Boolean).join('\n');
}

/** A screen, or a state of one (a dialog, an expanded row): `open` brings the page there and waits for it. */
interface Screen {
  name: string;
  open(page: Page): Promise<void>;
  /** Scan only this part (a dialog over a page that was scanned just before). */
  within?: string;
}

const DIALOG = '[role="dialog"]';

/** A screen reached by its address, there once its heading is shown. */
function visit(name: string, path: string, heading: string | RegExp = name): Screen {
  return {
    name,
    async open(page) {
      await page.goto(`${BASE_URL}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 30_000 });
    },
  };
}

/** Four scans of a screen with thousands of elements (the Audit Log, Rosters) take a minute or more on a busy machine. */
const SCAN_TIMEOUT_MS = 180_000;

function scans(session: () => BrowserPage, screens: readonly Screen[]): void {
  for (const screen of screens) {
    it(screen.name, async () => {
      const { page } = session();
      await screen.open(page);
      expect(await scanModes(page, screen)).toBe('');
    }, SCAN_TIMEOUT_MS);
  }
}

const SIGNED_OUT: readonly Screen[] = [
  visit('Sign in', '/login'),
  {
    name: 'Sign up',
    async open(page) {
      await visit('', '/login', 'Sign in').open(page);
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    },
  },
  {
    name: 'Reset your password',
    async open(page) {
      await visit('', '/login', 'Sign in').open(page);
      await page.getByRole('button', { name: /Forgot/ }).click();
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    },
  },
  visit('Confirmation failed', '/auth/confirm?token_hash=not-a-token&type=email'),
  visit('Password reset failed', '/reset-password?token_hash=not-a-token&type=recovery'),
  visit('Authentication Required', '/dashboard'),
];

/** Before the first MFL connection. */
const FIRST_RUN: readonly Screen[] = [
  visit('Connect your MFL account (first run)', '/login', 'Connect your MFL account'),
  visit('Profile Setup Required', '/dashboard'),
];

const topPlayers = visit('Top Players', `/top-players/${GAZETTE.leagueId}`);
const firstPlayer = (page: Page) => page.getByRole('table', { name: 'Top players' }).locator('tbody tr[data-player-id]').first();

/** Every screen behind the MFL connection, and the signed-in screens around it. */
const USER: readonly Screen[] = [
  visit('Dashboard', '/dashboard'),
  visit('League Standings', `/league-standings/${GAZETTE.leagueId}`),
  visit('Playoff Odds', `/leagues/${GAZETTE.leagueId}/playoff-odds`),
  visit('League Transactions', `/league-transactions/${GAZETTE.leagueId}`),
  visit('League Scoring', `/league-scoring/${GAZETTE.leagueId}`, 'Matchup 1'),
  visit('League Matchups', `/league-matchups/${GAZETTE.leagueId}`),
  visit('Live Scoring', '/live-scoring'),
  // /leagues opens the selected league's lineup.
  visit('Set Lineup', `/leagues/${GAZETTE.leagueId}/lineup`, /^Set Lineup - Week \d+$/),
  visit('Lineup Check', '/lineup-check'),
  visit('Rosters', `/rosters/${GAZETTE.leagueId}`),
  {
    name: 'Top Players, a row open on its weekly scores',
    async open(page) {
      await topPlayers.open(page);
      await firstPlayer(page).locator('td').first().getByRole('button').click();
      await page.getByRole('group', { name: /weekly scores$/ }).waitFor();
    },
  },
  {
    name: "Top Players, a player's drawer",
    within: DIALOG,
    async open(page) {
      await topPlayers.open(page);
      await firstPlayer(page).locator('td').nth(1).getByRole('button').click();
      await page.getByRole('dialog').getByRole('list', { name: 'Weekly Performance' }).waitFor();
    },
  },
  visit('Live Game Feed', '/live-feed'),
  {
    name: 'My Players Feed',
    async open(page) {
      await visit('', '/live-feed', 'Live Game Feed').open(page);
      await page.getByRole('tab', { name: 'My Players Feed' }).click();
    },
  },
  visit('Settings', '/settings'),
  visit('Connect MFL Account (profile)', '/profile', 'Connect MFL Account'),
  visit('Admin Access Required', '/admin'),
];

/**
 * The admin area with data in it: the players backfilled from MFL on Identity and a Tank01 players
 * sync started on Data Sync (its result dialog, then the jobs table) fill Players, the Match Inbox
 * and the Audit Log, as an admin would.
 */
const ADMIN: readonly Screen[] = [
  visit('Admin Panel', '/admin'),
  {
    name: 'Identity, players backfilled from MFL',
    async open(page) {
      await visit('', '/admin/identity', 'Identity').open(page);
      await page.getByRole('button', { name: 'Backfill players from MFL' }).click();
      // Scanned with its notification still up.
      await page.getByText(/Players master backfilled/).waitFor({ timeout: 60_000 });
      await page.getByRole('table', { name: 'Coverage per provider' }).waitFor();
    },
  },
  {
    name: 'Data Sync, the result of a Tank01 players sync',
    within: DIALOG,
    async open(page) {
      await visit('', '/admin/sync', 'Data Sync').open(page);
      await page.getByRole('article', { name: 'Tank01 Players' }).getByRole('button', { name: 'Sync Tank01 Players' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'Data Sync, with its jobs',
    async open(page) {
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('table', { name: 'Sync jobs' }).waitFor();
    },
  },
  visit('System Settings', '/admin/settings'),
  visit('Players', '/admin/players'),
  {
    name: "Players, a player's detail",
    within: DIALOG,
    async open(page) {
      await page.getByRole('table', { name: 'Canonical players' }).locator('tbody tr').first().click();
      await page.getByRole('form', { name: 'Edit player' }).waitFor();
    },
  },
  visit('Match Inbox', '/admin/match-inbox'),
  visit('Audit Log', '/admin/audit'),
  {
    name: "My Players Feed, with the admin's roster details",
    async open(page) {
      await visit('', '/live-feed', 'Live Game Feed').open(page);
      await page.getByRole('tab', { name: 'My Players Feed' }).click();
    },
  },
];

describe('accessibility: no serious or critical WCAG 2 A/AA violation (axe-core) on any screen, light and dark, desktop and 390 px', () => {
  describe('signed out', () => {
    let session: BrowserPage;
    beforeAll(async () => {
      session = await openPage();
    });
    afterAll(async () => {
      await session?.close();
    });
    scans(() => session, SIGNED_OUT);
  });

  describe('as a user', () => {
    let session: BrowserPage;
    beforeAll(async () => {
      await simControl('DELETE', 'faults');
      session = await openPage({ timeoutMs: 30_000 });
      await signUpAndConfirm(session.page);
    });
    afterAll(async () => {
      await session?.close();
    });
    scans(() => session, FIRST_RUN);
    it('connects the demo MFL account', () => connectDemo(session.page));
    scans(() => session, USER);
  });

  describe('as the admin', () => {
    let session: BrowserPage;
    beforeAll(async () => {
      session = await openPage({ timeoutMs: 30_000 });
      await signUpAndConfirm(session.page);
      await connectDemo(session.page);
      await makeAdmin(await userIdOf(session.page));
    });
    afterAll(async () => {
      await session?.close();
    });
    scans(() => session, ADMIN);
  });
});
