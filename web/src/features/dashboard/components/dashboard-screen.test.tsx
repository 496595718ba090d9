import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { z } from 'zod';
import type { Endpoint } from '@contracts/endpoint.ts';
import { parseRecord } from '@contracts/standings-rules.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError, type QueryValue } from '@/lib/api-client';
import type { UserProfile } from '@/lib/auth-context';
import { supabase } from '@/lib/supabase';
import type { UserLeague } from '@/lib/user-leagues';
import { fakeAuth, render } from '@/test/render';
import { personalAnswer, team } from '@/test/scoring-fixtures';
import { fakeSession, type SupabaseMock } from '@/test/supabase-mock';
import { DashboardScreen } from './dashboard-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
const mock = supabase as unknown as SupabaseMock;

// The API client is the module boundary of every dashboard fetcher: its `call` answers per path.
type Handler = (query: Record<string, QueryValue>) => unknown;
const handlers = vi.hoisted(() => new Map<string, Handler>());
vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  const api: ApiClient = {
    call: async <E extends Endpoint>(endpoint: E, query: z.input<E['request']>) => {
      const handler = handlers.get(endpoint.path);
      if (!handler) throw new actual.ApiError(`HTTP 404: Not Found`, 404);
      return actual.parseResponse(endpoint.response, handler((query ?? {}) as Record<string, QueryValue>)) as z.output<E['response']>;
    },
    // A read started ahead is asked when its call comes: the mock answers calls.
    start: () => undefined,
  };
  return { ...actual, api };
});

const inADay = new Date(Date.now() + 86_400_000).toISOString();
const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    user_id: '00000000-0000-4000-8000-000000000001',
    mfl_username: 'demo',
    mfl_cookie_expires_at: inADay,
    has_mfl_cookie: true,
    is_admin: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: null,
    ...overrides,
  };
}

const connected = (overrides: Partial<UserProfile> = {}) =>
  fakeAuth({ session: fakeSession('player@example.com'), profile: profile(overrides) });

function userLeague(league_id: string, franchise_id: string, display_name: string): UserLeague {
  return { id: Number(league_id), league_id, franchise_id, display_name, created_at: '2026-01-01T00:00:00Z' };
}

const LEAGUES = [
  userLeague('61408', '0003', 'Gridiron Gazette League'),
  userLeague('35112', '0007', 'Sunday Funday 10'),
  userLeague('72901', '0011', 'Dynasty Fourteen'),
];

function row(franchise_id: string, rank: number, record: string, points_for: number) {
  return {
    franchise_id,
    franchiseId: franchise_id,
    franchise_name: `Team ${franchise_id}`,
    division_id: null,
    division_name: 'League',
    rank,
    division_rank: rank,
    ...parseRecord(record)!,
    games_back: null,
    win_loss_tie_record: record,
    winning_percentage: 0,
    current_streak: 'W1',
    division_record: '0-0-0',
    points_for,
    points_against: 1000,
    blind_bid_balance: 100,
  };
}

function leagueOf(size: number, own: string, ownRank: number, ownRecord: string, ownPoints: number) {
  const rows = [];
  for (let rank = 1, other = 1; rank <= size; rank++) {
    if (rank === ownRank) {
      rows.push(row(own, rank, ownRecord, ownPoints));
      continue;
    }
    let id = String(other++).padStart(4, '0');
    if (id === own) id = String(other++).padStart(4, '0');
    rows.push(row(id, rank, `${size - rank}-${rank - 1}-0`, 1500 - rank * 10));
  }
  // The server answers grouped by division: not in rank order.
  return rows.reverse();
}

const STANDINGS: Record<string, ReturnType<typeof row>[]> = {
  // 1st of 12, 2nd of 10, 9th of 14 (playoff line 7): overall 24-8-1 over 33 games.
  '61408': leagueOf(12, '0003', 1, '9-2-0', 1311.42),
  '35112': leagueOf(10, '0007', 2, '8-3-0', 1207.5),
  '72901': leagueOf(14, '0011', 9, '7-3-1', 1104.06),
};

function tx(id: string, type: string, date: string, franchise_id = '0001') {
  return { id, transaction_date: date, transaction_type: type, franchise_id, franchise2_id: null, comments: null, transaction_assets: [] };
}

const TRANSACTIONS = [
  tx('5', 'TRADE', '2026-11-20T18:00:00Z', '0003'),
  tx('4', 'BBID_WAIVER', '2026-11-19T18:00:00Z'),
  tx('3', 'TRADE_PROPOSAL', '2026-11-18T18:00:00Z'),
  tx('2', 'ADD', '2026-11-17T18:00:00Z'),
  tx('1', 'DROP', '2026-11-16T18:00:00Z'),
];

/** This week's scores per league (personal answer); by default one opponent each. */
const WEEK: Record<string, Record<string, unknown>> = {};
function weekOf(leagueId: string) {
  const own = team(LEAGUES.find((l) => l.league_id === leagueId)?.franchise_id ?? '0001', 'My Team', 88.4);
  return personalAnswer(12, own, team('0009', `Rival ${leagueId}`, 91.2), leagueId, WEEK[leagueId]);
}

/** The caller's finished weeks per league (bench-points answer); by default none held yet. */
const BENCH: Record<string, Record<string, unknown>> = {};
function benchOf(leagueId: string) {
  return { success: true, leagueId, franchiseId: '0003', bestBall: false, weeks: [], season: null, pendingWeeks: [], ...BENCH[leagueId] };
}

function serveLeagues({ currentWeek = 12 as number | Error } = {}) {
  handlers.set('/api/mfl/scoring', ({ leagueId }) => weekOf(String(leagueId)));
  handlers.set('/api/mfl/bench-points', ({ leagueId }) => benchOf(String(leagueId)));
  handlers.set('/api/league-standings', ({ leagueId }) => ({
    success: true,
    leagueId,
    year: 2026,
    standings: STANDINGS[String(leagueId)],
    stale: false,
    syncedAt: anHourAgo,
  }));
  handlers.set('/api/league-transactions', ({ leagueId, limit }) => ({
    success: true,
    leagueId,
    year: 2026,
    transactions: TRANSACTIONS.slice(0, Number(limit)),
    franchiseNames: { '0001': 'Team One', '0003': 'Gazette Giants' },
    stats: { total_franchises: 12, total_transactions: 40, returned: 5 },
    stale: false,
    syncedAt: anHourAgo,
  }));
  handlers.set('/api/mfl/current-week', () => {
    if (currentWeek instanceof Error) throw currentWeek;
    return { currentWeek, year: 2026 };
  });
}

function renderDashboard(auth = connected()) {
  return render(<DashboardScreen />, { auth, route: '/dashboard' });
}

async function leagueCard(name: string) {
  return screen.findByRole('article', { name });
}

function stat(container: HTMLElement, name: string) {
  const value = container.querySelector(`[data-stat="${name}"]`);
  if (!value) throw new Error(`no figure ${name}`);
  return value;
}

beforeEach(() => {
  mock.reset();
  handlers.clear();
  for (const key of Object.keys(WEEK)) delete WEEK[key];
  for (const key of Object.keys(BENCH)) delete BENCH[key];
});

describe('DashboardScreen states (spec 01 §2)', () => {
  // Not connected: 'MFL Connection Required' is the route's guard now (app/guards RequireMflConnection),
  // asserted with its link in app/router.test.tsx.

  it('loading: skeleton placeholders until the leagues arrive', async () => {
    mock.tables.user_leagues = LEAGUES;
    serveLeagues();
    renderDashboard();
    expect(screen.getByTestId('dashboard-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(await leagueCard('Sunday Funday 10')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
  });

  it("connected without leagues: 'No Leagues Found' pointing to Sync Leagues in Settings", async () => {
    mock.tables.user_leagues = [];
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No Leagues Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sync Leagues' })).toHaveAttribute('href', '/settings');
  });

  it("overall failure: 'Error Loading Dashboard'; Retry loads again", async () => {
    mock.tableErrors.user_leagues = { message: 'Database unavailable' };
    serveLeagues();
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Error Loading Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();

    mock.tableErrors.user_leagues = null;
    mock.tables.user_leagues = LEAGUES;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await leagueCard('Gridiron Gazette League')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Loading Dashboard' })).not.toBeInTheDocument();
  });
});

describe('DashboardScreen with leagues', () => {
  beforeEach(() => {
    mock.tables.user_leagues = LEAGUES;
  });

  it('Season Overview: current week, summed record, win rate from the sum, leagues in 1st, playoff n/total', async () => {
    serveLeagues();
    renderDashboard();
    const overview = await screen.findByRole('region', { name: 'Season Overview' });
    await waitFor(() => expect(stat(overview, 'overall-record')).toHaveTextContent('24-8-1'));
    expect(stat(overview, 'current-week')).toHaveTextContent('Week 12');
    // (24 + 0.5) / 33 = 74.2 %
    expect(stat(overview, 'win-rate')).toHaveTextContent('74.2%');
    expect(stat(overview, 'first-place')).toHaveTextContent(/^1$/);
    expect(stat(overview, 'playoff-position')).toHaveTextContent('2/3');
  });

  it('one card per league: record, ordinal place, points for, win rate', async () => {
    serveLeagues();
    renderDashboard();
    const gazette = await leagueCard('Gridiron Gazette League');
    await waitFor(() => expect(stat(gazette, 'record')).toHaveTextContent('9-2-0'));
    expect(stat(gazette, 'place')).toHaveTextContent('1st');
    expect(within(gazette).getByText('of 12')).toBeInTheDocument();
    expect(stat(gazette, 'points-for')).toHaveTextContent('1,311.42');
    expect(stat(gazette, 'win-rate')).toHaveTextContent('81.8%');
    expect(within(gazette).getByText('Playoff spot')).toBeInTheDocument();

    const funday = await leagueCard('Sunday Funday 10');
    await waitFor(() => expect(stat(funday, 'place')).toHaveTextContent('2nd'));
    expect(stat(funday, 'points-for')).toHaveTextContent('1,207.5');

    const dynasty = await leagueCard('Dynasty Fourteen');
    await waitFor(() => expect(stat(dynasty, 'place')).toHaveTextContent('9th'));
    expect(stat(dynasty, 'record')).toHaveTextContent('7-3-1');
    expect(stat(dynasty, 'win-rate')).toHaveTextContent('68.2%');
    expect(within(dynasty).queryByText('Playoff spot')).not.toBeInTheDocument();
  });

  it("each card's season: points left on the bench and the lineup efficiency; the weeks still being read are said", async () => {
    const week = (n: number, played: number, best: number) => ({ week: n, played, best, leftOnBench: Math.round((best - played) * 100) / 100 });
    BENCH['61408'] = {
      weeks: [week(1, 100, 110.5), week(2, 120, 120)],
      season: { played: 220, best: 230.5, leftOnBench: 10.5, efficiency: 220 / 230.5 },
    };
    BENCH['35112'] = { weeks: [week(1, 90, 95)], season: { played: 90, best: 95, leftOnBench: 5, efficiency: 90 / 95 }, pendingWeeks: [2, 3] };
    serveLeagues();
    renderDashboard();
    const gazette = await leagueCard('Gridiron Gazette League');
    expect(await within(gazette).findByTestId('season-bench')).toHaveTextContent('Left on bench: 10.5 · efficiency 95.4%');
    const funday = await leagueCard('Sunday Funday 10');
    expect(await within(funday).findByTestId('season-bench')).toHaveTextContent('Left on bench: 5 · efficiency 94.7% (1 of 3 weeks counted so far)');
    // No finished week held yet: nothing to say.
    const dynasty = await leagueCard('Dynasty Fourteen');
    await waitFor(() => expect(stat(dynasty, 'place')).toHaveTextContent('9th'));
    expect(within(dynasty).queryByTestId('season-bench')).toBeNull();
  });

  it('shows the last 3 of the 5 newest transactions with type labels and dates', async () => {
    serveLeagues();
    renderDashboard();
    const gazette = await leagueCard('Gridiron Gazette League');
    const list = await within(gazette).findByRole('list', { name: 'Recent transactions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Trade');
    expect(items[0]).toHaveTextContent('Gazette Giants');
    expect(items[0]).toHaveTextContent('Nov 20, 2026');
    expect(items[1]).toHaveTextContent('Waiver Claim');
    // A type without a label is shown raw.
    expect(items[2]).toHaveTextContent('TRADE_PROPOSAL');
    expect(within(gazette).queryByText('Add Player')).not.toBeInTheDocument();
  });

  it("links 'View Details' and 'View All Transactions' to the league's Standings and Transactions", async () => {
    serveLeagues();
    renderDashboard();
    const funday = await leagueCard('Sunday Funday 10');
    const details = within(funday).getByRole('link', { name: 'View Details' });
    expect(details).toHaveAttribute('href', '/league-standings/35112');
    expect(details).not.toHaveAttribute('aria-disabled');
    expect(within(funday).getByRole('link', { name: 'View All Transactions' })).toHaveAttribute(
      'href',
      '/league-transactions/35112',
    );
  });

  it('Quick Actions for the selected league: Live Scoring, Matchups, Standings and Transactions all open', async () => {
    serveLeagues();
    renderDashboard();
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    await waitFor(() =>
      expect(within(actions).getByRole('link', { name: /Open Standings/ })).toHaveAttribute('href', '/league-standings/61408'),
    );
    expect(within(actions).getByRole('link', { name: /Open Live Scoring/ })).toHaveAttribute('href', '/live-scoring');
    expect(within(actions).getByRole('link', { name: /Open Matchups/ })).toHaveAttribute('href', '/league-matchups/61408');
    expect(within(actions).getByRole('link', { name: /Open Transactions/ })).toHaveAttribute('href', '/league-transactions/61408');
    for (const name of ['Live Scoring', 'Matchups', 'Standings', 'Transactions']) {
      expect(within(actions).getByRole('link', { name: `Open ${name}` })).not.toHaveAttribute('aria-disabled');
    }
    expect(within(actions).queryByText(/coming soon/)).toBeNull();
  });

  it("a failing league's card reads 'Failed to load league data' while the others render", async () => {
    serveLeagues();
    const standings = handlers.get('/api/league-standings')!;
    handlers.set('/api/league-standings', (query) => {
      if (query.leagueId === '35112') throw new ApiError('Access denied to league', 403);
      return standings(query);
    });
    renderDashboard();
    const funday = await leagueCard('Sunday Funday 10');
    expect(await within(funday).findByText('Failed to load league data')).toBeInTheDocument();
    expect(within(funday).getByText('Access denied to league')).toBeInTheDocument();

    const gazette = await leagueCard('Gridiron Gazette League');
    await waitFor(() => expect(stat(gazette, 'record')).toHaveTextContent('9-2-0'));
    const overview = screen.getByRole('region', { name: 'Season Overview' });
    expect(stat(overview, 'overall-record')).toHaveTextContent('16-5-1');
    expect(stat(overview, 'playoff-position')).toHaveTextContent('1/2');
    expect(within(overview).getByText('1 league is not counted: its standings are not available.')).toBeInTheDocument();
  });

  it('with no league counted the overview shows no figures instead of zeros', async () => {
    serveLeagues();
    handlers.set('/api/league-standings', () => {
      throw new ApiError('Access denied to league', 403);
    });
    renderDashboard();
    const overview = await screen.findByRole('region', { name: 'Season Overview' });
    expect(await within(overview).findByText('3 leagues are not counted: their standings are not available.')).toBeInTheDocument();
    for (const name of ['overall-record', 'win-rate', 'first-place', 'playoff-position']) {
      expect(stat(overview, name)).toHaveTextContent('—');
    }
    expect(screen.getAllByText('Failed to load league data')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Error Loading Dashboard' })).not.toBeInTheDocument();
  });

  it('a failed league can be tried again from its card', async () => {
    serveLeagues();
    const standings = handlers.get('/api/league-standings')!;
    let failing = true;
    handlers.set('/api/league-standings', (query) => {
      if (query.leagueId === '35112' && failing) throw new ApiError('MFL is not responding', 502);
      return standings(query);
    });
    renderDashboard();
    const funday = await leagueCard('Sunday Funday 10');
    // A 5xx is tried once more (after a second) before the card gives up.
    await within(funday).findByText('Failed to load league data', {}, { timeout: 4000 });
    failing = false;
    await userEvent.click(within(funday).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stat(funday, 'place')).toHaveTextContent('2nd'));
  });

  it("a stale answer shows a 'Stale data' badge with the server's message", async () => {
    serveLeagues();
    const standings = handlers.get('/api/league-standings')!;
    handlers.set('/api/league-standings', (query) => {
      const answer = standings(query) as Record<string, unknown>;
      if (query.leagueId !== '72901') return answer;
      return { ...answer, stale: true, message: 'Showing data from 2026-11-22 18:30 UTC: MFL is not responding' };
    });
    renderDashboard();
    const dynasty = await leagueCard('Dynasty Fourteen');
    expect(await within(dynasty).findByText('Stale data')).toBeInTheDocument();
    expect(within(dynasty).getByText('Showing data from 2026-11-22 18:30 UTC: MFL is not responding')).toBeInTheDocument();
    expect(stat(dynasty, 'record')).toHaveTextContent('7-3-1');
    const gazette = await leagueCard('Gridiron Gazette League');
    expect(within(gazette).queryByText('Stale data')).not.toBeInTheDocument();
  });

  it('falls back to week 1 when the current week cannot be learned (spec 01 §8)', async () => {
    serveLeagues({ currentWeek: new ApiError('HTTP 502: Bad Gateway', 502) });
    renderDashboard();
    const overview = await screen.findByRole('region', { name: 'Season Overview' });
    await waitFor(() => expect(stat(overview, 'current-week')).toHaveTextContent('Week 1'));
  });

  it('asks the server for the 5 newest transactions per league', async () => {
    serveLeagues();
    const transactions = vi.fn(handlers.get('/api/league-transactions')!);
    handlers.set('/api/league-transactions', transactions);
    renderDashboard();
    await waitFor(() => expect(transactions).toHaveBeenCalledTimes(3));
    expect(transactions.mock.calls.map(([query]) => query)).toEqual(
      expect.arrayContaining([
        { leagueId: '61408', limit: 5 },
        { leagueId: '35112', limit: 5 },
        { leagueId: '72901', limit: 5 },
      ]),
    );
  });

  it("an expired MFL session keeps the figures and offers 'Check MFL Connection', which leads to /profile", async () => {
    serveLeagues();
    renderDashboard(connected({ mfl_cookie_expires_at: anHourAgo }));
    expect(await screen.findByText('Your MFL session has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check MFL Connection' })).toHaveAttribute('href', '/profile');
    expect(await leagueCard('Dynasty Fourteen')).toBeInTheDocument();
  });
  it("this week: the user's team and its opponent with both scores; a two-game week shows both opponents", async () => {
    const first = team('0004', 'Early Birds', 70.1);
    const second = team('0008', 'Night Owls', 95.5);
    WEEK['61408'] = { opponent: first, opponents: [first, second] };
    serveLeagues();
    renderDashboard();
    const gazette = await leagueCard('Gridiron Gazette League');
    const week = await within(gazette).findByRole('region', { name: 'This week' });
    await waitFor(() => expect(within(week).getByText('vs Early Birds')).toBeInTheDocument());
    expect(within(week).getByText('vs Night Owls')).toBeInTheDocument();
    expect(within(week).getAllByTestId('summary-points').map((p) => p.textContent)).toEqual(['88.40', '70.10', '95.50']);
    const funday = within(await leagueCard('Sunday Funday 10')).getByRole('region', { name: 'This week' });
    await waitFor(() => expect(within(funday).getByText('vs Rival 35112')).toBeInTheDocument());
  });

  it("an undecided playoff pairing reads 'vs TBD', never the team against itself", async () => {
    WEEK['35112'] = { opponent: null, opponents: [], opponentUndecided: true };
    serveLeagues();
    renderDashboard();
    const week = within(await leagueCard('Sunday Funday 10')).getByRole('region', { name: 'This week' });
    expect(await within(week).findByText('vs TBD')).toBeInTheDocument();
    expect(within(week).getAllByTestId('summary-points')).toHaveLength(1);
    expect(within(week).queryByText('No opponent this week')).not.toBeInTheDocument();
  });

  it("a total-points league: no record or win rate, its place and points, and this week's place", async () => {
    WEEK['72901'] = { headToHead: false, opponent: null, opponents: [], rank: { place: 3, of: 14 } };
    serveLeagues();
    renderDashboard();
    const dynasty = await leagueCard('Dynasty Fourteen');
    expect(await within(dynasty).findByText('3rd of 14 this week')).toBeInTheDocument();
    await waitFor(() => expect(dynasty.querySelector('[data-stat="record"]')).toBeNull());
    expect(dynasty.querySelector('[data-stat="win-rate"]')).toBeNull();
    expect(stat(dynasty, 'place')).toHaveTextContent('9th');
    expect(stat(dynasty, 'points-for')).toHaveTextContent('1,104.06');
    // A head-to-head league keeps its record.
    expect(stat(await leagueCard('Gridiron Gazette League'), 'record')).toHaveTextContent('9-2-0');
  });

  it("a best-ball league's card says so", async () => {
    WEEK['35112'] = { bestBall: true };
    serveLeagues();
    renderDashboard();
    expect(await within(await leagueCard('Sunday Funday 10')).findByText('Best ball')).toBeInTheDocument();
    expect(within(await leagueCard('Gridiron Gazette League')).queryByText('Best ball')).not.toBeInTheDocument();
  });
});
