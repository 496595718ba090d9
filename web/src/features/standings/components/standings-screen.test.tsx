import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StandingRow } from '@contracts/league-standings.ts';
import { routePatterns } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { SELECTED_LEAGUE_STORAGE_KEY } from '@/lib/selected-league';
import { supabase } from '@/lib/supabase';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, profileRow, type SupabaseMock, userLeague } from '@/test/supabase-mock';
import { serverStandings, type StandingInput } from '@/test/standings';
import { StandingsScreen } from './standings-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

const connected = profileRow({ has_mfl_cookie: true, mfl_cookie_expires_at: '2999-01-01T00:00:00Z' });
const auth = () => fakeAuth({ session: fakeSession(), profile: connected });

function row(franchise_id: string, record: string, points_for: number, extra: Partial<StandingRow> = {}): StandingInput {
  return {
    franchise_id,
    franchise_name: `Team ${franchise_id}`,
    division_id: '00',
    division_name: 'East',
    win_loss_tie_record: record,
    current_streak: 'W2',
    division_record: '3-1-0',
    points_for,
    points_against: 1000,
    blind_bid_balance: 55,
    ...extra,
  };
}

const STANDINGS = serverStandings([
  row('0001', '6-5-0', 1100, { current_streak: 'L3' }),
  row('0002', '9-2-0', 1300.5, { blind_bid_balance: null }),
  row('0003', '6-5-0', 1150, { current_streak: 'T1' }),
  row('0004', '2-9-0', 900, { division_id: '01', division_name: 'West' }),
  row('0005', '4-7-0', 950, { division_id: '01', division_name: 'West', current_streak: null }),
]);

function answer(standings: StandingRow[], extra: Record<string, unknown> = {}) {
  return {
    success: true,
    leagueId: '61408',
    leagueName: 'Gridiron Gazette League',
    year: 2026,
    userFranchiseId: '0003',
    standings,
    ...extra,
  };
}

function renderStandings(route = '/league-standings/61408') {
  const routes = [{ path: routePatterns.leagueView('league-standings'), element: <StandingsScreen /> }];
  return render(null, { auth: auth(), route, routes });
}

/** The standings' own reads (the playoff odds beside them are a read of their own). */
const standingsCalls = () => apiMock.calls.filter((call) => call.path === '/api/league-standings');

function cells(tr: HTMLElement) {
  return within(tr).getAllByRole('cell').map((cell) => cell.textContent);
}

beforeEach(() => {
  mock.reset();
  apiMock.reset();
  window.localStorage.clear();
  mock.tables.user_leagues = [userLeague('61408', 'Gazette'), userLeague('35112', 'Funday')];
});

describe('StandingsScreen', () => {
  it('shows a skeleton, then each division sorted by PCT then PF, with GB, PCT, streak, BBID and the own row', async () => {
    apiMock.answer = () => answer(STANDINGS);
    renderStandings();
    expect(screen.getByRole('status', { name: 'Loading standings' })).toBeInTheDocument();

    const east = await screen.findByRole('region', { name: 'East' });
    expect(screen.getByRole('heading', { name: 'League Standings' })).toBeInTheDocument();
    expect(screen.getByText('Gridiron Gazette League')).toBeInTheDocument();
    expect(within(east).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Team', 'W-L-T', 'PCT', 'GB', 'Streak', 'DIV', 'PF', 'PA', 'BBID',
    ]);
    const rows = within(east).getAllByRole('row').slice(1);
    expect(rows.map((tr) => tr.getAttribute('data-franchise-id'))).toEqual(['0002', '0003', '0001']);
    expect(cells(rows[0])).toEqual(['Team 0002', '9-2-0', '.818', '—', 'W2', '3-1-0', '1,300.5', '1,000', '$0']);
    expect(cells(rows[1])).toEqual(['Team 0003You', '6-5-0', '.545', '3', 'T1', '3-1-0', '1,150', '1,000', '$55']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');

    const west = screen.getByRole('region', { name: 'West' });
    const westRows = within(west).getAllByRole('row').slice(1);
    expect(westRows.map((tr) => tr.getAttribute('data-franchise-id'))).toEqual(['0005', '0004']);
    expect(cells(westRows[1])[3]).toBe('2');
    expect(standingsCalls()).toEqual([{ method: 'GET', path: '/api/league-standings', body: { leagueId: '61408' } }]);
  });

  it('shows each team\'s playoff chance once the playoff odds are in', async () => {
    const team = (franchiseId: string, playoff: number) => ({
      franchiseId, franchiseName: `Team ${franchiseId}`, wins: 0, losses: 0, ties: 0, pointsFor: 0, playoff, bye: 0, seeds: [], ifWin: null, ifLose: null,
    });
    apiMock.answer = (path) =>
      path === '/api/league-playoff-odds'
        ? {
            leagueId: '61408',
            setting: { playoffTeams: 2, byes: 0, chosen: false },
            headToHead: true,
            week: 12,
            lastRegularSeasonWeek: 14,
            simulations: 10000,
            teams: [team('0001', 0.2), team('0002', 0.999), team('0003', 0.8), team('0004', 0), team('0005', 0.001)],
          }
        : answer(STANDINGS);
    renderStandings();
    const east = await screen.findByRole('region', { name: 'East' });
    await waitFor(() => expect(within(east).getAllByRole('columnheader').at(-1)).toHaveTextContent('Playoff %'));
    const rows = within(east).getAllByRole('row').slice(1);
    expect(rows.map((tr) => cells(tr).at(-1))).toEqual(['>99%', '80%', '20%']);
    const west = screen.getByRole('region', { name: 'West' });
    expect(within(west).getAllByRole('row').slice(1).map((tr) => cells(tr).at(-1))).toEqual(['<1%', '0%']);
  });

  it("without a route league, shows the header's league", async () => {
    window.localStorage.setItem(SELECTED_LEAGUE_STORAGE_KEY, '35112');
    apiMock.answer = (_path, query) => answer(serverStandings([row('0001', '1-0-0', 100)]), { leagueId: (query as { leagueId: string }).leagueId });
    renderStandings('/league-standings');
    await screen.findByRole('region', { name: 'East' });
    expect(standingsCalls()[0].body).toEqual({ leagueId: '35112' });
  });

  it("a league with no divisions is one table, 'League'", async () => {
    apiMock.answer = () => answer(serverStandings([row('0001', '1-0-0', 100, { division_id: null, division_name: 'League' })]));
    renderStandings();
    expect(await screen.findByRole('region', { name: 'League' })).toBeInTheDocument();
  });

  it("empty: 'No Standings Data' with its hint; Refresh Data asks again", async () => {
    apiMock.answer = () => answer([]);
    renderStandings();
    expect(await screen.findByRole('heading', { name: 'No Standings Data' })).toBeInTheDocument();
    expect(screen.getByText('Standings data may need to be synced from MyFantasyLeague first.')).toBeInTheDocument();
    apiMock.answer = () => answer(STANDINGS);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByRole('region', { name: 'East' })).toBeInTheDocument();
    expect(standingsCalls()).toHaveLength(2);
  });

  it("error: 'Error Loading Standings' with the spec's text; Try Again loads again", async () => {
    apiMock.answer = () => {
      throw new ApiError('HTTP 500: Internal Server Error', 500);
    };
    renderStandings();
    expect(await screen.findByRole('heading', { name: 'Error Loading Standings' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch standings data')).toBeInTheDocument();
    apiMock.answer = () => answer(STANDINGS);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'East' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch standings data' with the server's reason", async () => {
    apiMock.answer = () => {
      throw new ApiError('Access denied to league', 403);
    };
    renderStandings();
    expect(await screen.findByText('Failed to fetch standings data: Access denied to league')).toBeInTheDocument();
  });

  it('marks stale rows with when they were fetched; Refresh asks again', async () => {
    apiMock.answer = () =>
      answer(STANDINGS, { stale: true, syncedAt: '2026-11-22T18:30:00Z', message: 'Showing data from 2026-11-22 18:30 UTC: MFL is down' });
    renderStandings();
    const stale = await screen.findByTestId('stale-data');
    expect(within(stale).getByText('Stale data')).toBeInTheDocument();
    expect(within(stale).getByText(/^Last fetched from MFL Nov 22, 2026/)).toBeInTheDocument();
    expect(within(stale).getByText('Showing data from 2026-11-22 18:30 UTC: MFL is down')).toBeInTheDocument();

    apiMock.answer = () => answer(STANDINGS, { syncedAt: new Date().toISOString() });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByTestId('stale-data')).not.toBeInTheDocument());
    expect(standingsCalls()).toHaveLength(2);
  });

  it('a victory-points league: ranked VP then PF, a VP column and no GB, and it says how it ranks', async () => {
    const rows = serverStandings(
      [
        row('0001', '8-2-0', 1100, { victory_points: 19 }),
        row('0002', '7-3-0', 1200, { victory_points: 19 }),
        row('0003', '6-4-0', 1300, { victory_points: 15 }),
      ],
      ['VP', 'PTS'],
    );
    apiMock.answer = () => answer(rows, { rules: { sortKeys: ['VP', 'PTS'], headToHead: true, victoryPoints: true, blindBidding: true } });
    renderStandings();
    const east = await screen.findByRole('region', { name: 'East' });
    expect(within(east).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Team', 'W-L-T', 'PCT', 'VP', 'Streak', 'DIV', 'PF', 'PA', 'BBID',
    ]);
    const lines = within(east).getAllByRole('row').slice(1);
    expect(lines.map((tr) => tr.getAttribute('data-franchise-id'))).toEqual(['0002', '0001', '0003']);
    expect(cells(lines[0])).toEqual(['Team 0002', '7-3-0', '.700', '19', 'W2', '3-1-0', '1,200', '1,000', '$55']);
    expect(screen.getByTestId('standings-ranking')).toHaveTextContent('Ranked by victory points, then points for.');
  });

  it('a total-points league: ranked by points, only Team, PF and BBID', async () => {
    const rows = serverStandings(
      [row('0001', '0-0-0', 1240, { division_id: null, division_name: 'League' }), row('0002', '0-0-0', 1287, { division_id: null, division_name: 'League' })],
      ['PTS'],
    );
    apiMock.answer = () => answer(rows, { rules: { sortKeys: ['PTS'], headToHead: false, victoryPoints: false, blindBidding: true } });
    renderStandings();
    const league = await screen.findByRole('region', { name: 'League' });
    expect(within(league).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Team', 'PF', 'BBID']);
    expect(within(league).getAllByRole('row').slice(1).map((tr) => cells(tr))).toEqual([
      ['Team 0002', '1,287', '$55'],
      ['Team 0001', '1,240', '$55'],
    ]);
    expect(screen.queryByText('W-L-T')).toBeNull();
  });

  it('a league with conferences: each conference with its divisions, and conference records', async () => {
    const conference = (id: string, name: string, division: string, divisionName: string) => ({
      conference_id: id, conference_name: name, division_id: division, division_name: divisionName,
    });
    const rows = serverStandings([
      row('0001', '9-2-0', 1400, { ...conference('00', 'American Conference', '00', '★ North'), conference_record: '5-1-0', franchise_name: 'Orange Crush' }),
      row('0002', '8-3-0', 1300, { ...conference('00', 'American Conference', '01', 'South & Sons'), conference_record: '4-0-0' }),
      row('0003', '5-6-0', 1200, { ...conference('01', 'National Conference', '02', '#East'), conference_record: '1-3-0' }),
    ]);
    apiMock.answer = () => answer(rows, { userFranchiseId: '0001' });
    renderStandings();
    const american = await screen.findByRole('region', { name: 'American Conference' });
    expect(within(american).getByRole('heading', { level: 2 })).toHaveTextContent('American Conference');
    expect(within(american).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['★ North', 'South & Sons']);
    const north = within(american).getByRole('region', { name: '★ North' });
    expect(within(north).getAllByRole('columnheader').map((th) => th.textContent)).toContain('CONF');
    expect(cells(within(north).getAllByRole('row')[1])).toEqual(['Orange CrushYou', '9-2-0', '.818', '—', 'W2', '3-1-0', '5-1-0', '1,400', '1,000', '$55']);
    const national = screen.getByRole('region', { name: 'National Conference' });
    expect(within(national).getByRole('region', { name: '#East' })).toBeInTheDocument();
    expect(screen.queryByTestId('standings-ranking')).toBeNull();
  });

  it("without any league: 'Select a league from the header to view Standings.'", async () => {
    mock.tables.user_leagues = [];
    renderStandings('/league-standings');
    expect(await screen.findByText('Select a league from the header to view Standings.')).toBeInTheDocument();
    expect(apiMock.calls).toHaveLength(0);
  });
});
