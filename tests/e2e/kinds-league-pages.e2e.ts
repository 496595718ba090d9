import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asList,
  fitsWidth,
  signUpAndConnect,
  SIM_URL,
  simControl,
  simExport,
  simLogin,
  simPlayerNames,
  simTransactions,
  type SimTransaction,
} from './demo-league';
import { BASE_URL, openPage, screenshot, type BrowserPage } from './support';

// Standings, Rosters, Transactions and Top Players of every league kind the simulator hosts beside
// the three standard leagues (local/sim/README.md "League kinds"), each compared with the
// simulator's own exports. They need a stack whose simulator hosts them (SIM_LEAGUES=all).

/** The league kinds and the demo account's franchise in each. */
const KINDS = {
  auction: { leagueId: '40517', franchiseId: '0005' },
  idp: { leagueId: '28830', franchiseId: '0008' },
  superflex: { leagueId: '53290', franchiseId: '0002' },
  bestBall: { leagueId: '19044', franchiseId: '0010' },
  twoGames: { leagueId: '66120', franchiseId: '0004' },
  totalPoints: { leagueId: '80233', franchiseId: '0009' },
  conferences: { leagueId: '91624', franchiseId: '0016' },
  lateStart: { leagueId: '37745', franchiseId: '0006' },
} as const;

async function simLeagueIds(): Promise<string[]> {
  const info = (await (await fetch(`${SIM_URL}/_sim/info`)).json()) as { leagues: { id: string }[] };
  return info.leagues.map((l) => l.id);
}

const hosted = await simLeagueIds().catch(() => [] as string[]);
const missing = Object.values(KINDS).filter((k) => !hosted.includes(k.leagueId)).map((k) => k.leagueId);
if (missing.length > 0) {
  console.warn(
    `kinds-league-pages: SKIPPED, the stack's simulator does not host league(s) ${missing.join(', ')} ` +
      `(it runs the standard leagues only); run it with SIM_LEAGUES=all.`,
  );
}

/** '1,336.48' → 1336.48; '$81' → 81. */
const num = (text: string | null) => Number((text ?? '').replace(/[$,]/g, '').trim());
/** '.818' → 0.818. */
const pct = (text: string) => Number(text.startsWith('.') ? `0${text}` : text);
/** MFL's franchise names may carry HTML; the product shows their text. */
const plain = (name: string) => name.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').trim();

interface SimLeague {
  startWeek?: string;
  endWeek?: string;
  franchises: { franchise: { id: string; name: string; division?: string }[] };
  divisions?: { division: { id: string; name: string; conference?: string }[] | { id: string; name: string; conference?: string } };
  conferences?: { conference: { id: string; name: string }[] };
}

async function simLeague(leagueId: string, cookie: string): Promise<SimLeague> {
  return (await simExport<{ league: SimLeague }>('league', { L: leagueId }, cookie)).league;
}

type SimStanding = Record<string, string> & { id: string };

async function simStandingsAll(leagueId: string, cookie: string): Promise<SimStanding[]> {
  const body = await simExport<{ leagueStandings: { franchise: SimStanding | SimStanding[] } }>('leagueStandings', { L: leagueId, ALL: '1' }, cookie);
  return asList(body.leagueStandings.franchise);
}

interface SimRosterPlayer {
  id: string;
  status: string;
  salary?: string;
  contractYear?: string;
  contractInfo?: string;
}

async function simRosterPlayers(leagueId: string, franchiseId: string, cookie: string): Promise<SimRosterPlayer[]> {
  type Rosters = { rosters: { franchise: { id: string; player?: SimRosterPlayer | SimRosterPlayer[] }[] } };
  const body = await simExport<Rosters>('rosters', { L: leagueId }, cookie);
  return asList(asList(body.rosters.franchise).find((f) => f.id === franchiseId)?.player);
}

/** A standings table's rows as the page shows them, by column label. */
async function tableRows(section: Locator): Promise<{ id: string; own: boolean; cells: Record<string, string> }[]> {
  const headers = (await section.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  return section.locator('tbody tr').evaluateAll(
    (trs, labels) =>
      trs.map((tr) => ({
        id: tr.getAttribute('data-franchise-id') ?? '',
        own: tr.getAttribute('aria-current') === 'true',
        cells: Object.fromEntries([...tr.querySelectorAll('td')].map((td, i) => [labels[i], (td.textContent ?? '').trim()])),
      })),
    headers,
  );
}

/** Rows best first by the keys, each higher first. */
function isSortedBy<T>(rows: readonly T[], ...keys: ((row: T) => number)[]): boolean {
  return rows.every((row, i) => {
    if (i === 0) return true;
    for (const key of keys) {
      if (key(rows[i - 1]) !== key(row)) return key(rows[i - 1]) > key(row);
    }
    return true;
  });
}

describe.skipIf(missing.length > 0)('the league pages of every league kind (SIM_LEAGUES=all)', () => {
  let session: BrowserPage;
  let page: Page;
  let cookie: string;
  const main = () => page.getByRole('main');

  beforeAll(async () => {
    await simControl('DELETE', 'faults');
    session = await openPage({ height: 900, timeoutMs: 30_000 });
    page = session.page;
    await signUpAndConnect(page);
    cookie = await simLogin();
  });

  afterAll(async () => {
    await session?.close();
  });

  /**
   * Opens a league's standings and waits for its tables. Right after connecting, the dashboard's
   * first reads of every league queue at MFL's pace (a call a second per host): a standings read
   * behind them may be answered "MyFantasyLeague is busy", as a user would see it; opened again
   * it has its copy.
   */
  async function openStandings(leagueId: string): Promise<void> {
    const rows = main().locator('tbody tr').first();
    for (let tries = 0; ; tries++) {
      await page.goto(`${BASE_URL}/league-standings/${leagueId}`);
      try {
        await rows.waitFor({ timeout: 40_000 });
        return;
      } catch (error) {
        if (tries >= 3) throw error;
      }
    }
  }

  it("standings of each head-to-head kind: the host's records and points, every division with its own teams, the own row", async () => {
    const headToHead = [KINDS.auction, KINDS.idp, KINDS.superflex, KINDS.bestBall, KINDS.twoGames];
    for (const { leagueId, franchiseId } of headToHead) {
      const [sim, league] = await Promise.all([simStandingsAll(leagueId, cookie), simLeague(leagueId, cookie)]);
      await openStandings(leagueId);
      const divisions = new Map(asList(league.divisions?.division).map((d) => [d.id, d.name]));
      const sections = main().getByRole('region');
      const names = divisions.size > 0 ? [...divisions.values()] : ['League'];
      expect((await sections.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))), `divisions of ${leagueId}`).toEqual(names);
      for (const name of names) {
        const rows = await tableRows(main().getByRole('region', { name, exact: true }));
        const expected = league.franchises.franchise.filter((f) => (divisions.size > 0 ? divisions.get(f.division ?? '') === name : true));
        expect(rows.map((r) => r.id).sort(), `${leagueId} ${name}`).toEqual(expected.map((f) => f.id).sort());
        for (const row of rows) {
          const s = sim.find((x) => x.id === row.id)!;
          expect(row.cells['W-L-T'], `${leagueId} ${row.id}`).toBe(`${s.h2hw}-${s.h2hl}-${s.h2ht}`);
          expect(num(row.cells.PF)).toBeCloseTo(Number(s.pf), 2);
        }
        // standingsSort "PCT,PTS,": winning percentage, then points for; games back from the leader.
        expect(isSortedBy(rows, (r) => pct(r.cells.PCT), (r) => num(r.cells.PF)), `${leagueId} ${name} in PCT, PF order`).toBe(true);
        expect(rows[0].cells.GB).toBe('—');
      }
      const own = await main().locator('tr[aria-current="true"]').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-franchise-id')));
      expect(own, `own row of ${leagueId}`).toEqual([franchiseId]);
    }
    // Two games a week: every franchise has twice as many results as weeks played.
    const twoGames = await simStandingsAll(KINDS.twoGames.leagueId, cookie);
    const games = (s: SimStanding) => Number(s.h2hw) + Number(s.h2hl) + Number(s.h2ht);
    expect(games(twoGames[0]) % 2).toBe(0);
    await screenshot(page, 'kinds-standings-01-two-games');
  }, 300_000);

  it("a league ranked by victory points (37745 'VP,PTS,'): a VP column equal to the host's, ranked by it, no GB", async () => {
    const { leagueId, franchiseId } = KINDS.lateStart;
    const sim = await simStandingsAll(leagueId, cookie);
    await openStandings(leagueId);
    await expect.poll(() => main().getByTestId('standings-ranking').textContent()).toBe('Ranked by victory points, then points for.');
    for (const name of ['Lakes', 'Rivers']) {
      const section = main().getByRole('region', { name, exact: true });
      expect(await section.getByRole('columnheader').allTextContents()).toEqual(['Team', 'W-L-T', 'PCT', 'VP', 'Streak', 'DIV', 'PF', 'PA', 'BBID']);
      const rows = await tableRows(section);
      for (const row of rows) expect(num(row.cells.VP), `VP of ${row.id}`).toBe(Number(sim.find((s) => s.id === row.id)!.vp));
      expect(isSortedBy(rows, (r) => num(r.cells.VP), (r) => num(r.cells.PF)), `${name} in VP, PF order`).toBe(true);
    }
    expect(await main().locator('tr[aria-current="true"]').getAttribute('data-franchise-id')).toBe(franchiseId);
    await screenshot(page, 'kinds-standings-02-victory-points');
  });

  it('16 teams in conferences (91624): each conference over its divisions, names as plain text, conference records', async () => {
    const { leagueId, franchiseId } = KINDS.conferences;
    const [sim, league] = await Promise.all([simStandingsAll(leagueId, cookie), simLeague(leagueId, cookie)]);
    await openStandings(leagueId);
    const divisions = asList(league.divisions?.division);
    for (const conference of league.conferences!.conference) {
      const section = main().getByRole('region', { name: conference.name, exact: true });
      await expect.poll(() => section.getByRole('heading', { level: 2 }).textContent()).toBe(conference.name);
      const own = divisions.filter((d) => d.conference === conference.id).map((d) => d.name);
      expect(await section.getByRole('heading', { level: 3 }).allTextContents(), conference.name).toEqual(own);
      for (const name of own) {
        const rows = await tableRows(section.getByRole('region', { name, exact: true }));
        expect(rows).toHaveLength(4);
        for (const row of rows) {
          const s = sim.find((x) => x.id === row.id)!;
          const franchise = league.franchises.franchise.find((f) => f.id === row.id)!;
          expect(row.cells.Team.replace(/You$/, ''), `name of ${row.id}`).toBe(plain(franchise.name));
          expect(row.cells.CONF, `conference record of ${row.id}`).toBe(`${s.confw}-${s.confl}-${s.conft}`);
        }
      }
    }
    // Markup is a tag ('<font', '</b>'); a playoff chance of '<1%' is text.
    expect(await main().locator('td').filter({ hasText: /<\/?[a-z]/i }).count(), 'no markup anywhere').toBe(0);
    const own = main().locator('tr[aria-current="true"]');
    expect(await own.getAttribute('data-franchise-id')).toBe(franchiseId);
    expect((await own.locator('td').first().textContent())?.trim()).toBe('Orange CrushYou');
    await screenshot(page, 'kinds-standings-03-conferences');
    await page.setViewportSize({ width: 390, height: 844 });
    await main().locator('tbody tr').first().waitFor();
    expect(await fitsWidth(page, 390)).toBe(true);
    await screenshot(page, 'kinds-standings-04-conferences-phone');
    await page.locator('header').getByRole('button', { name: 'Switch to dark mode' }).click();
    await screenshot(page, 'kinds-standings-05-conferences-phone-dark');
    await page.locator('header').getByRole('button', { name: 'Switch to light mode' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("a total-points league (80233, h2h ''): Team, PF and BBID only, ranked by points as the host ranks them", async () => {
    const { leagueId, franchiseId } = KINDS.totalPoints;
    const sim = await simStandingsAll(leagueId, cookie);
    await openStandings(leagueId);
    const section = main().getByRole('region', { name: 'League', exact: true });
    expect(await section.getByRole('columnheader').allTextContents()).toEqual(['Team', 'PF', 'BBID']);
    const rows = await tableRows(section);
    expect(rows.map((r) => r.id), "the host's order").toEqual(sim.map((s) => s.id));
    for (const row of rows) expect(num(row.cells.PF)).toBe(Number(sim.find((s) => s.id === row.id)!.pf));
    expect(rows.filter((r) => r.own).map((r) => r.id), "the demo's own row").toEqual([franchiseId]);
    expect(await main().getByTestId('standings-ranking').textContent()).toBe('Ranked by points for.');
    await screenshot(page, 'kinds-standings-06-total-points');
  });

  it('rosters of the salary-cap league (40517): salary, contract years and notes, IR and taxi squad apart, custom players named', async () => {
    const { leagueId, franchiseId } = KINDS.auction;
    const sim = await simRosterPlayers(leagueId, franchiseId, cookie);
    await page.goto(`${BASE_URL}/rosters/${leagueId}`);
    const own = main().locator(`section[data-franchise-id="${franchiseId}"]`);
    await own.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    expect(await main().locator('section[data-franchise-id]').first().getAttribute('data-franchise-id')).toBe(franchiseId);
    const groups: [string, string][] = [['ROSTER', 'Active Roster'], ['INJURED_RESERVE', 'Injured Reserve'], ['TAXI_SQUAD', 'Taxi Squad']];
    for (const [status, title] of groups) {
      const expected = sim.filter((p) => p.status === status);
      const table = own.getByRole('table', { name: new RegExp(`: ${title}$`) });
      if (expected.length === 0) {
        expect(await table.count(), `${title} of ${franchiseId}`).toBe(0);
        continue;
      }
      const shown = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-player-id')));
      expect(shown.sort(), title).toEqual(expected.map((p) => p.id).sort());
      for (const p of expected) {
        const row = table.locator(`tr[data-player-id="${p.id}"]`);
        expect(await row.locator('[data-column="salary"]').textContent(), `salary of ${p.id}`).toBe(`$${Number(p.salary).toLocaleString('en-US')}`);
        expect(await row.locator('[data-column="years"]').textContent(), `years of ${p.id}`).toBe(p.contractYear);
        if (p.contractInfo) expect(await row.locator('[data-column="contract"]').textContent()).toBe(p.contractInfo);
      }
    }
    expect(sim.some((p) => p.status === 'TAXI_SQUAD'), 'the demo team has a taxi squad').toBe(true);
    // Custom player 98001 (not in the players export) is on the demo team.
    expect((await own.locator('tr[data-player-id="98001"] td').first().textContent())?.trim()).toBe('Player 98001');
    await screenshot(page, 'kinds-rosters-01-salary-cap');

    await main().getByText('Grid View').click();
    const grid = main().getByRole('table', { name: 'Rosters by position' });
    const headers = await grid.getByRole('columnheader').allTextContents();
    expect(headers).toContain('Taxi');
    const taxi = await grid.locator(`tr[data-franchise-id="${franchiseId}"] [data-column="Taxi"]`).textContent();
    for (const p of sim.filter((x) => x.status === 'TAXI_SQUAD')) {
      const [name] = [...(await simPlayerNames([p.id], cookie).catch(() => new Map<string, string>())).values()];
      expect(taxi).toContain(name ?? `Player ${p.id}`);
    }
    await screenshot(page, 'kinds-rosters-02-salary-cap-grid');
    await main().getByText('List View').click();
    await page.setViewportSize({ width: 390, height: 844 });
    await own.locator('tbody tr').first().waitFor();
    expect(await fitsWidth(page, 390)).toBe(true);
    await page.locator('header').getByRole('button', { name: 'Switch to dark mode' }).click();
    await screenshot(page, 'kinds-rosters-03-salary-cap-phone-dark');
    await page.locator('header').getByRole('button', { name: 'Switch to light mode' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('rosters of the IDP league (28830): defensive players in the Other column with their positions; no salary columns', async () => {
    const { leagueId, franchiseId } = KINDS.idp;
    await page.goto(`${BASE_URL}/rosters/${leagueId}`);
    const own = main().locator(`section[data-franchise-id="${franchiseId}"]`);
    await own.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    expect(await own.getByRole('table', { name: /: Active Roster$/ }).getByRole('columnheader').allTextContents())
      .toEqual(['Player', 'Pos', 'NFL Team', 'Bye', 'Injury', 'Drafted']);
    const positions = new Set(await own.locator('tbody td:nth-child(2)').allTextContents());
    expect(['DE', 'DT', 'LB', 'CB', 'S'].filter((p) => positions.has(p)).length, 'IDP positions').toBeGreaterThan(2);
    await main().getByText('Grid View').click();
    const other = await main().getByRole('table', { name: 'Rosters by position' }).locator(`tr[data-franchise-id="${franchiseId}"] [data-column="Other"]`).textContent();
    expect(other).toMatch(/LB/);
    await main().getByText('List View').click();
  });

  /** A transactions page's count for one type chosen in the Type filter (the number matching it). */
  async function countOfType(label: string): Promise<number> {
    await main().getByLabel('Type', { exact: true }).click();
    await page.getByRole('option', { name: label, exact: true }).click();
    const types = () => main().getByRole('table', { name: 'Transactions' }).locator('tbody tr td:nth-child(2)').allTextContents();
    // A loaded machine filters a thousand rows in more than expect.poll's default second.
    await expect.poll(async () => (await types()).map((type) => type.trim()).filter((type) => type !== label), { timeout: 20_000 }).toEqual([]);
    const text = await main().getByTestId('transactions-count').textContent();
    const match = /of (\d+) (?:matching|transactions?)/.exec(text ?? '');
    if (!match) throw new Error(`no count in '${text}'`);
    return Number(match[1]);
  }

  /** MFL's transaction types → the product's label (data/league/transaction-types.ts); FREE_AGENT is Add or Drop. */
  const LABELS: Record<string, string> = {
    AUCTION_INIT: 'Auction Nomination',
    AUCTION_BID: 'Auction Bid',
    AUCTION_WON: 'Auction Won',
    LOAD_ROSTERS: 'Roster Load',
    TAXI: 'Taxi Squad',
    IR: 'IR Move',
    TRADE: 'Trade',
    BBID_WAIVER: 'Waiver Claim',
    WAIVER: 'Waiver',
    SURVIVOR_PICK: 'SURVIVOR_PICK',
    POOL_PICK: 'POOL_PICK',
  };

  /** The page's rows of one type after a search, as text by column. */
  async function rowsFor(search: string): Promise<{ gaveUp: string; received: string; details: string }[]> {
    await main().getByLabel('Search', { exact: true }).fill(search);
    const rows = () => main().getByRole('table', { name: 'Transactions' }).locator('tbody tr').allTextContents();
    await expect.poll(async () => (await rows()).every((text) => text.toLowerCase().includes(search.toLowerCase())), { timeout: 20_000 }).toBe(true);
    return main().getByRole('table', { name: 'Transactions' }).locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        gaveUp: tr.querySelector('[data-column="gave-up"]')?.textContent ?? '',
        received: tr.querySelector('[data-column="received"]')?.textContent ?? '',
        details: tr.querySelector('[data-column="details"]')?.textContent ?? '',
      }))
    );
  }

  for (const kind of [KINDS.auction, KINDS.conferences, KINDS.superflex]) {
    it(`transactions of ${kind.leagueId}: every type of the host's export, as many as it has, none blank`, async () => {
      const sim = (await simTransactions(kind.leagueId, cookie)).filter((t) => t.franchise !== '' && t.franchise !== '0000');
      await page.goto(`${BASE_URL}/league-transactions/${kind.leagueId}`);
      const table = main().getByRole('table', { name: 'Transactions' });
      await table.locator('tbody tr').first().waitFor({ timeout: 60_000 });
      await expect.poll(() => main().getByTestId('transactions-count').textContent()).toBe(`Showing 1–25 of ${sim.length} transactions`);
      const byType = new Map<string, SimTransaction[]>();
      for (const t of sim) byType.set(t.type, [...(byType.get(t.type) ?? []), t]);
      for (const [type, moves] of byType) {
        if (type === 'FREE_AGENT') {
          expect((await countOfType('Add Player')) + (await countOfType('Drop Player')), type).toBe(moves.length);
        } else {
          expect(LABELS[type], `a label for ${type}`).toBeDefined();
          expect(await countOfType(LABELS[type]), type).toBe(moves.length);
        }
        // None blank: every row of the type says what moved, or what MFL sent.
        const blank = await table.locator('tbody tr').evaluateAll((trs) =>
          trs.filter((tr) => [...tr.querySelectorAll('[data-column="gave-up"], [data-column="received"], [data-column="details"]')]
            .every((td) => ['', '—'].includes((td.textContent ?? '').trim()))).length
        );
        expect(blank, `blank ${type} rows`).toBe(0);
      }
      await main().getByRole('button', { name: 'Clear Filters' }).click();
      await screenshot(page, `kinds-transactions-${kind.leagueId}`);
    });
  }

  it('transactions of the auction league read as the host wrote them: the auction, the roster load, the taxi squad and IR', async () => {
    const { leagueId } = KINDS.auction;
    const sim = await simTransactions(leagueId, cookie);
    await page.goto(`${BASE_URL}/league-transactions/${leagueId}`);
    await main().getByRole('table', { name: 'Transactions' }).locator('tbody tr').first().waitFor({ timeout: 60_000 });
    type Move = SimTransaction & Record<string, string>;
    const first = (type: string, has = (_: Move) => true) => sim.find((t) => t.type === type && has(t as Move)) as Move;

    const won = first('AUCTION_WON');
    const [wonId, amount] = (won.transaction ?? '').split('|');
    const wonName = (await simPlayerNames([wonId], cookie)).get(wonId)!;
    await countOfType('Auction Won');
    const wonRows = await rowsFor(wonName);
    expect(wonRows.some((r) => r.received.includes(`${wonName} (won at auction)`) && r.gaveUp === `$${Number(amount)} paid`), wonName).toBe(true);

    const load = first('LOAD_ROSTERS');
    const [loaded] = (load.transaction ?? '').split('|');
    const loadedIds = loaded.split(',').filter(Boolean);
    const loadNames = await simPlayerNames(loadedIds.filter((id) => !id.startsWith('98')), cookie);
    await main().getByRole('button', { name: 'Clear Filters' }).click();
    await countOfType('Roster Load');
    const firstLoaded = loadNames.get(loadedIds.find((id) => loadNames.has(id))!)!;
    const loadRows = await rowsFor(firstLoaded);
    expect(loadRows.some((r) => [...loadNames.values()].every((name) => r.received.includes(`${name} (loaded)`))), firstLoaded).toBe(true);

    const taxi = first('TAXI', (t) => !!t.demoted);
    const demoted = (taxi.demoted ?? '').split(',').filter(Boolean);
    const taxiName = (await simPlayerNames(demoted, cookie)).get(demoted[0])!;
    await main().getByRole('button', { name: 'Clear Filters' }).click();
    await countOfType('Taxi Squad');
    expect((await rowsFor(taxiName)).some((r) => r.gaveUp.includes(`${taxiName} (demoted to taxi squad)`)), taxiName).toBe(true);

    const ir = first('IR', (t) => !!t.deactivated);
    const toIr = (ir.deactivated ?? '').split(',').filter(Boolean);
    const irName = (await simPlayerNames(toIr, cookie)).get(toIr[0])!;
    await main().getByRole('button', { name: 'Clear Filters' }).click();
    await countOfType('IR Move');
    expect((await rowsFor(irName)).some((r) => r.gaveUp.includes(`${irName} (to IR)`)), irName).toBe(true);
    await screenshot(page, 'kinds-transactions-02-ir');
    await main().getByRole('button', { name: 'Clear Filters' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await main().getByRole('table', { name: 'Transactions' }).locator('tbody tr').first().waitFor();
    expect(await fitsWidth(page, 390)).toBe(true);
    await screenshot(page, 'kinds-transactions-03-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("top players of the week-2 league (37745) and the 18-week league (91624): a row's weeks are the league's, with the host's points", async () => {
    for (const { leagueId } of [KINDS.lateStart, KINDS.conferences]) {
      const league = await simLeague(leagueId, cookie);
      const [first, last] = [Number(league.startWeek ?? 1), Number(league.endWeek ?? 17)];
      await page.goto(`${BASE_URL}/top-players/${leagueId}`);
      const table = main().getByRole('table', { name: 'Top players' });
      const row = table.locator('tbody tr[data-player-id]').first();
      await row.waitFor({ timeout: 90_000 });
      const playerId = (await row.getAttribute('data-player-id'))!;
      await row.locator('td').nth(2).click();
      const weekly = table.locator(`tr[data-weekly-for="${playerId}"]`);
      const labels = await weekly.locator('[data-week] p:first-child').allTextContents();
      expect(labels, `weeks of ${leagueId}`).toEqual(Array.from({ length: last - first + 1 }, (_, i) => `W${first + i}`));
      for (const week of [first, first + 1]) {
        type Scores = { playerScores: { playerScore?: { id: string; score: string } | { id: string; score: string }[] } };
        const body = await simExport<Scores>('playerScores', { L: leagueId, W: String(week), PLAYERS: playerId }, cookie);
        const score = asList(body.playerScores.playerScore).find((s) => s.id === playerId)?.score;
        const shown = (await weekly.locator(`[data-week="${week}"] p:last-child`).textContent())?.trim();
        expect(shown, `week ${week} of ${playerId}`).toBe(score ? Number(score).toFixed(1) : '-');
      }
      await screenshot(page, `kinds-top-players-${leagueId}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await main().getByRole('table', { name: 'Top players' }).waitFor();
    expect(await fitsWidth(page, 390)).toBe(true);
    await screenshot(page, 'kinds-top-players-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("top players of the IDP league (28830): the position filter has the league's defensive positions", async () => {
    await page.goto(`${BASE_URL}/top-players/${KINDS.idp.leagueId}`);
    const table = main().getByRole('table', { name: 'Top players' });
    await table.locator('tbody tr[data-player-id]').first().waitFor({ timeout: 90_000 });
    await main().getByRole('combobox', { name: 'Position' }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options.slice(0, 7)).toEqual(['All Positions', 'QB', 'RB', 'WR', 'TE', 'DEF', 'K']);
    expect(options).toEqual(expect.arrayContaining(['LB', 'CB']));
    await page.getByRole('option', { name: 'LB', exact: true }).click();
    const details = await table.locator('tbody tr[data-player-id] td:nth-child(2)').allTextContents();
    expect(details.length).toBeGreaterThan(0);
    for (const text of details) expect(text).toMatch(/LB ·/);
  });
});
