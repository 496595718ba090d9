import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDemo, DEMO_LEAGUES, ordinal, SIM_URL, simControl, simLogin, simStandings, signUpAndConfirm } from './demo-league';
import { BASE_URL, openPage, screenshot, type BrowserPage } from './support';

/** MFL session tokens the simulator has seen so far (its counters are keyed by cookie). */
async function simCookies(): Promise<string[]> {
  const response = await fetch(`${SIM_URL}/_sim/counters`);
  const counters = (await response.json()) as { byCookie?: Record<string, number> };
  return Object.keys(counters.byCookie ?? {});
}

function leagueCard(page: Page, leagueId: string): Locator {
  return page.locator(`article[data-league-id="${leagueId}"]`);
}

/** A card has settled when it shows its figures or its failure. */
async function settled(card: Locator): Promise<'figures' | 'failed'> {
  const figures = card.locator('[data-stat="record"]');
  const failed = card.getByText('Failed to load league data').first();
  await figures.or(failed).first().waitFor({ timeout: 30_000 });
  return (await figures.count()) > 0 ? 'figures' : 'failed';
}

async function figure(card: Locator, name: string): Promise<string> {
  return ((await card.locator(`[data-stat="${name}"]`).textContent()) ?? '').trim();
}

/**
 * First, while nothing is cached: on a fresh stack the host's standings failure then reaches the
 * product with no stored rows, so the per-league failure path runs (on a warm stack the cards show
 * stored or stale figures instead). The faults match every league's standings export.
 */
describe('dashboard while the league host fails standings', () => {
  let session: BrowserPage;
  let page: Page;

  beforeAll(async () => {
    // A fresh browser and a fresh user: nothing cached on the client.
    session = await openPage({ height: 900 });
    page = session.page;
    await signUpAndConfirm(page);
  });

  afterAll(async () => {
    await simControl('DELETE', 'faults').catch(() => {});
    await session?.close();
  });

  it('still renders every league card, as figures, stale data or a per-league failure, never a blank page', async () => {
    await simControl('POST', 'faults', { match: 'mfl:export:leagueStandings', kind: 'status', status: 503, rate: 1 });
    await connectDemo(page);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await main.getByRole('region', { name: 'Season Overview' }).waitFor();
    const seen: Record<string, string> = {};
    for (const league of DEMO_LEAGUES) {
      const card = leagueCard(page, league.leagueId);
      await card.waitFor();
      const state = await settled(card);
      const stale = (await card.getByText('Stale data').count()) > 0;
      seen[league.leagueId] = state === 'failed' ? 'failed' : stale ? 'stale' : 'figures';
      if (state === 'figures') expect(await figure(card, 'record')).toMatch(/^\d+-\d+-\d+$/);
      // Transactions come from another export and still load.
      await card.getByText('Recent transactions').waitFor();
    }
    console.log('standings failing at the host; cards:', seen);
    expect(await main.getByRole('heading', { name: 'Error Loading Dashboard' }).count()).toBe(0);
    await main.getByRole('region', { name: 'Quick Actions' }).waitFor();
    await screenshot(page, 'dash-01-standings-failing');
  });

  it('shows every league again once the host recovers (after its backoff)', async () => {
    await simControl('DELETE', 'faults');
    const deadline = Date.now() + 60_000;
    for (;;) {
      await page.reload();
      const states = [];
      for (const league of DEMO_LEAGUES) states.push(await settled(leagueCard(page, league.leagueId)));
      if (states.every((state) => state === 'figures')) break;
      if (Date.now() > deadline) throw new Error(`Leagues still failing a minute after the host recovered: ${states.join(', ')}`);
      await page.waitForTimeout(3_000);
    }
  });
});

describe('dashboard: real numbers from the league host', () => {
  let session: BrowserPage;
  let page: Page;
  /** Every body the browser received from the product, to prove the MFL cookie never reaches it. */
  const bodies: string[] = [];

  beforeAll(async () => {
    await simControl('DELETE', 'faults');
    session = await openPage({ height: 900 });
    page = session.page;
    page.on('response', (response) => {
      if (!response.url().startsWith(BASE_URL) || response.request().method() === 'OPTIONS') return;
      response
        .text()
        .then((text) => bodies.push(text))
        .catch(() => {});
    });
  });

  afterAll(async () => {
    await simControl('DELETE', 'faults').catch(() => {});
    await session?.close();
  });

  it('signs up, connects the demo MFL account in the login form and lands on the dashboard', async () => {
    await signUpAndConfirm(page);
    await connectDemo(page, 'dash-02-connect-mfl');
    await page.getByRole('main').getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  });

  it("shows 3 league cards whose record, place and points for equal the simulator's standings", async () => {
    const cookie = await simLogin();
    const overall = { wins: 0, losses: 0, ties: 0, first: 0, playoff: 0 };
    for (const league of DEMO_LEAGUES) {
      const card = leagueCard(page, league.leagueId);
      await card.waitFor();
      expect(await settled(card)).toBe('figures');
      await card.getByRole('heading', { name: league.name }).waitFor();

      const rows = await simStandings(league.leagueId, cookie);
      const index = rows.findIndex((row) => row.id === league.franchiseId);
      expect(index, `franchise ${league.franchiseId} in the simulator's standings of ${league.leagueId}`).toBeGreaterThanOrEqual(0);
      const own = rows[index];
      const place = index + 1;

      expect(await figure(card, 'record')).toBe(`${own.h2hw}-${own.h2hl}-${own.h2ht}`);
      expect(await figure(card, 'place')).toBe(ordinal(place));
      expect(Number((await figure(card, 'points-for')).replace(/,/g, ''))).toBe(Number(own.pf));
      await card.getByText(`of ${rows.length}`).waitFor();

      const [w, l, t] = [Number(own.h2hw), Number(own.h2hl), Number(own.h2ht)];
      const games = w + l + t;
      expect(await figure(card, 'win-rate')).toBe(`${(games ? ((w + t / 2) / games) * 100 : 0).toFixed(1)}%`);
      overall.wins += w;
      overall.losses += l;
      overall.ties += t;
      if (place === 1) overall.first++;
      if (place <= Math.ceil(rows.length / 2)) overall.playoff++;

      // The last 3 of the newest 5 transactions, and the two links with the league's routes.
      const moves = card.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem');
      await moves.first().waitFor();
      expect(await moves.count()).toBe(3);
      expect(await card.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe(
        `/league-standings/${league.leagueId}`,
      );
      expect(await card.getByRole('link', { name: /View All Transactions/ }).getAttribute('href')).toBe(
        `/league-transactions/${league.leagueId}`,
      );
    }

    const overview = page.getByRole('region', { name: 'Season Overview' });
    const stat = (name: string) => overview.locator(`[data-stat="${name}"]`);
    expect((await stat('overall-record').textContent())?.trim()).toBe(`${overall.wins}-${overall.losses}-${overall.ties}`);
    expect((await stat('first-place').textContent())?.trim()).toBe(String(overall.first));
    expect((await stat('playoff-position').textContent())?.trim()).toBe(`${overall.playoff}/3`);
    expect(await stat('current-week').textContent()).toMatch(/^Week \d+$/);

    const quickActions = page.getByRole('region', { name: 'Quick Actions' });
    for (const name of ['Live Scoring', 'Matchups', 'Standings', 'Transactions']) {
      expect(await quickActions.getByRole('link', { name: `Open ${name}` }).getAttribute('aria-disabled')).toBeNull();
    }
    expect(await quickActions.getByRole('link', { name: 'Open Live Scoring' }).getAttribute('href')).toBe('/live-scoring');
    expect(await quickActions.getByRole('link', { name: 'Open Matchups' }).getAttribute('href')).toMatch(/^\/league-matchups\/\d+$/);
    await screenshot(page, 'dash-03-dashboard');
  });

  it('never hands the MFL cookie to the browser', async () => {
    const cookies = await simCookies();
    expect(cookies.length).toBeGreaterThan(0);
    expect(bodies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(bodies.some((body) => body.includes(cookie))).toBe(false);
    }
  });

  it('fits a phone screen: one-line title, the picker and the theme switch on screen, the sidebar behind the burger, the footer in the flow', async () => {
    for (const width of [360, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await page.reload();
      await settled(leagueCard(page, '72901'));
      const header = page.locator('header');
      const boxes = {
        title: await header.getByTestId('app-title').boundingBox(),
        picker: await header.getByLabel('League', { exact: true }).boundingBox(),
        burger: await header.getByRole('button', { name: 'Toggle navigation' }).boundingBox(),
        scheme: await header.getByRole('button', { name: /color scheme|dark|light/i }).boundingBox(),
      };
      for (const [what, box] of Object.entries(boxes)) {
        expect(box, `${what} at ${width} px`).not.toBeNull();
        expect(box!.x, `${what} starts on screen at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${what} ends on screen at ${width} px`).toBeLessThanOrEqual(width);
      }
      expect(boxes.title!.height, `the title is one line at ${width} px`).toBeLessThan(40);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
      const footer = page.locator('footer', { hasText: 'MFL Companion' });
      expect(await footer.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
      // Collapsed, the sidebar is moved off the left edge until the burger brings it in.
      const nav = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
      expect(nav === null || nav.x + nav.width <= 0, `the sidebar is behind the burger at ${width} px`).toBe(true);
    }
    await page.locator('header').getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Settings').waitFor();
    await page.waitForTimeout(300); // the slide-in transition
    const opened = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
    expect(opened!.x).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'dash-04-dashboard-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
  });
});
