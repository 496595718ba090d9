import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Roster, RosterPlayer } from '@contracts/league-rosters.ts';
import { routePatterns } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { SELECTED_LEAGUE_STORAGE_KEY } from '@/lib/selected-league';
import { supabase } from '@/lib/supabase';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, profileRow, type SupabaseMock, userLeague } from '@/test/supabase-mock';
import { RostersScreen } from './rosters-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

const connected = profileRow({ has_mfl_cookie: true, mfl_cookie_expires_at: '2999-01-01T00:00:00Z' });
const auth = () => fakeAuth({ session: fakeSession(), profile: connected });

function p(player_id: string, full_name: string, position: string, team: string, extra: Partial<RosterPlayer> = {}): RosterPlayer {
  return {
    player_id, full_name, position, team, bye_week: 10, injury_status: null, drafted: null, status: 'ROSTER',
    salary: null, contract_year: null, contract_info: null, ...extra,
  };
}

const ROSTERS: Roster[] = [
  {
    franchise_id: '0001',
    franchise_name: 'Zebra Crossing',
    players: [p('1', 'Patrick Mahomes', 'QB', 'KCC', { drafted: '1.04' }), p('2', 'Travis Kelce', 'TE', 'KCC')],
  },
  {
    franchise_id: '0002',
    franchise_name: 'Bench Mob',
    players: [
      p('3', 'Justin Jefferson', 'WR', 'MIN', { status: 'INJURED_RESERVE', injury_status: 'Out' }),
      p('4', 'Harrison Butker', 'PK', 'KCC', { status: 'TAXI_SQUAD' }),
    ],
  },
  { franchise_id: '0003', franchise_name: 'Punt Pirates', players: [p('5', 'Minnesota Vikings', 'Def', 'MIN', { bye_week: null })] },
];

function answer(rosters: Roster[] = ROSTERS, extra: Record<string, unknown> = {}) {
  const envelope = { success: true, leagueId: '61408', leagueName: 'Gridiron Gazette League', year: 2026 };
  return { ...envelope, userFranchiseId: '0003', rosters, ...extra };
}

function renderRosters(route = '/rosters/61408') {
  const routes = [{ path: routePatterns.leagueView('rosters'), element: <RostersScreen /> }];
  return render(null, { auth: auth(), route, routes });
}

const sectionNames = () => screen.getAllByRole('region').map((s) => s.getAttribute('aria-label'));

beforeEach(() => {
  mock.reset();
  apiMock.reset();
  window.localStorage.clear();
  mock.tables.user_leagues = [userLeague('61408', 'Gazette'), userLeague('35112', 'Funday')];
});

describe('RostersScreen', () => {
  it('List View: a section per team, own team first, with Player, Pos, NFL Team, Bye, Injury, Drafted; IR and taxi squad apart', async () => {
    apiMock.answer = () => answer();
    renderRosters();
    expect(screen.getByRole('status', { name: 'Loading rosters' })).toBeInTheDocument();

    const bench = await screen.findByRole('region', { name: 'Bench Mob' });
    expect(screen.getByRole('heading', { name: 'Rosters', level: 1 })).toBeInTheDocument();
    expect(sectionNames()).toEqual(['Punt Pirates', 'Bench Mob', 'Zebra Crossing']);
    expect(within(screen.getByRole('region', { name: 'Punt Pirates' })).getByText('(Your Team)')).toBeInTheDocument();
    expect(within(bench).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Injured Reserve (1)', 'Taxi Squad (1)']);
    const ir = within(bench).getByRole('table', { name: 'Bench Mob: Injured Reserve' });
    expect(within(ir).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Player', 'Pos', 'NFL Team', 'Bye', 'Injury', 'Drafted',
    ]);
    expect(within(within(ir).getAllByRole('row')[1]).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Justin Jefferson', 'WR', 'MIN', '10', 'Out', '—',
    ]);
    const taxi = within(bench).getByRole('table', { name: 'Bench Mob: Taxi Squad' });
    expect(within(taxi).getAllByRole('row')[1]).toHaveAttribute('data-player-id', '4');
    expect(within(bench).queryByRole('table', { name: 'Bench Mob: Active Roster' })).toBeNull();
    const zebra = screen.getByRole('region', { name: 'Zebra Crossing' });
    expect(within(zebra).queryByRole('heading', { level: 3 })).toBeNull();
    expect(within(zebra).getByRole('table', { name: 'Zebra Crossing: Active Roster' })).toBeInTheDocument();
    expect(within(zebra).getAllByRole('row')[1].textContent).toContain('1.04');
    expect(apiMock.calls).toEqual([{ method: 'GET', path: '/api/rosters', body: { leagueId: '61408' } }]);
  });

  it('Grid View: a row per team, a column per position QB, RB, WR, TE, Def, PK, then IR and Taxi', async () => {
    apiMock.answer = () => answer();
    renderRosters();
    await screen.findByRole('region', { name: 'Bench Mob' });
    await userEvent.click(screen.getByRole('radio', { name: 'Grid View' }));
    const grid = screen.getByRole('table', { name: 'Rosters by position' });
    expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Team', 'QB', 'RB', 'WR', 'TE', 'Def', 'PK', 'IR', 'Taxi']);
    const zebra = grid.querySelector('tr[data-franchise-id="0001"]') as HTMLElement;
    expect(zebra.querySelector('[data-column="QB"]')?.textContent).toBe('Patrick Mahomes');
    expect(zebra.querySelector('[data-column="TE"]')?.textContent).toBe('Travis Kelce');
    expect(zebra.querySelector('[data-column="RB"]')?.textContent).toBe('');
    const bench = grid.querySelector('tr[data-franchise-id="0002"]') as HTMLElement;
    expect(bench.querySelector('[data-column="PK"]')?.textContent).toBe('');
    expect(bench.querySelector('[data-column="Taxi"]')?.textContent).toBe('Harrison ButkerPK');
    expect(bench.querySelector('[data-column="IR"]')?.textContent).toBe('Justin JeffersonWR');
  });

  it('filters by team (own first, marked) and searches name, position or NFL team; Clear Filters shows all again', async () => {
    apiMock.answer = () => answer();
    renderRosters();
    await screen.findByRole('region', { name: 'Bench Mob' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Punt Pirates (Your Team)', 'Bench Mob', 'Zebra Crossing']);
    await userEvent.click(screen.getByRole('option', { name: 'Zebra Crossing' }));
    expect(sectionNames()).toEqual(['Zebra Crossing']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(sectionNames()).toHaveLength(3);

    await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.paste('min');
    await waitFor(() => expect(sectionNames()).toEqual(['Punt Pirates', 'Bench Mob']));
    expect(screen.getByTestId('rosters-count')).toHaveTextContent('2 of 5 players');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.paste('pk');
    await waitFor(() => expect(sectionNames()).toEqual(['Bench Mob']));
    await userEvent.paste('zzz');
    expect(await screen.findByText('No players match your search and filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(sectionNames()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  });

  it("a salary-cap league: Salary, Years and Contract; a custom player the players export lacks reads 'Player <id>'", async () => {
    const contract = (salary: number, contract_year: number, contract_info: string | null) => ({ salary, contract_year, contract_info });
    const rosters: Roster[] = [
      {
        franchise_id: '0003',
        franchise_name: 'Punt Pirates',
        players: [
          p('1', 'Patrick Mahomes', 'QB', 'KCC', contract(45, 3, 'Keeper')),
          { ...p('98001', 'Player 98001', 'QB', 'KCC', contract(1, 1, null)), position: null, team: null, bye_week: null, status: 'TAXI_SQUAD' },
        ],
      },
    ];
    apiMock.answer = () => answer(rosters, { usesSalaries: true, usesContractYear: true });
    renderRosters();
    const pirates = await screen.findByRole('region', { name: 'Punt Pirates' });
    const active = within(pirates).getByRole('table', { name: 'Punt Pirates: Active Roster' });
    expect(within(active).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Player', 'Pos', 'NFL Team', 'Bye', 'Injury', 'Drafted', 'Salary', 'Years', 'Contract',
    ]);
    expect(within(within(active).getAllByRole('row')[1]).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Patrick Mahomes', 'QB', 'KCC', '10', '—', '—', '$45', '3', 'Keeper',
    ]);
    const taxi = within(pirates).getByRole('table', { name: 'Punt Pirates: Taxi Squad' });
    expect(within(within(taxi).getAllByRole('row')[1]).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Player 98001', '—', '—', '—', '—', '—', '$1', '1', '—',
    ]);
  });

  it("empty: 'No Roster Data' with its hint; Refresh Data asks again", async () => {
    apiMock.answer = () => answer([{ franchise_id: '0001', franchise_name: 'Zebra Crossing', players: [] }]);
    renderRosters();
    expect(await screen.findByRole('heading', { name: 'No Roster Data' })).toBeInTheDocument();
    expect(screen.getByText('Roster data may need to be synced from MyFantasyLeague first.')).toBeInTheDocument();
    apiMock.answer = () => answer();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByRole('region', { name: 'Bench Mob' })).toBeInTheDocument();
  });

  it("error: 'Error Loading Rosters' with the spec's text; Try Again loads again", async () => {
    apiMock.answer = () => {
      throw new ApiError('HTTP 502: Bad Gateway', 502);
    };
    renderRosters();
    expect(await screen.findByRole('heading', { name: 'Error Loading Rosters' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch roster data')).toBeInTheDocument();
    apiMock.answer = () => answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Bench Mob' })).toBeInTheDocument();
  });

  it('marks stale rosters with when they were fetched', async () => {
    apiMock.answer = () => answer(ROSTERS, { stale: true, syncedAt: '2026-11-22T18:30:00Z', message: 'MFL is down' });
    renderRosters();
    const stale = await screen.findByTestId('stale-data');
    expect(within(stale).getByText(/^Last fetched from MFL Nov 22, 2026/)).toBeInTheDocument();
  });

  it("without a route league uses the header's; without any: 'Select a league from the header to view Rosters.'", async () => {
    window.localStorage.setItem(SELECTED_LEAGUE_STORAGE_KEY, '35112');
    apiMock.answer = () => answer();
    const { unmount } = renderRosters('/rosters');
    await screen.findByRole('region', { name: 'Bench Mob' });
    expect(apiMock.calls[0].body).toEqual({ leagueId: '35112' });
    unmount();

    apiMock.reset();
    mock.tables.user_leagues = [];
    window.localStorage.clear();
    renderRosters('/rosters');
    expect(await screen.findByText('Select a league from the header to view Rosters.')).toBeInTheDocument();
    expect(apiMock.calls).toHaveLength(0);
  });
});
