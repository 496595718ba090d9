import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeagueSettings, LineupRosterPlayer, Opponent } from '@contracts/mfl-lineup.ts';
import { routePatterns } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { supabase } from '@/lib/supabase';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, profileRow, type SupabaseMock, userLeague } from '@/test/supabase-mock';
import { SetLineupScreen } from './set-lineup-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

const connected = profileRow({ has_mfl_cookie: true, mfl_cookie_expires_at: '2999-01-01T00:00:00Z' });

function opponent(extra: Partial<Opponent> = {}): Opponent {
  return {
    opponent: 'KCC',
    is_home: false,
    kickoff_time: '2099-11-22T18:00:00Z',
    spread: 3.5,
    opponent_rush_defense_rank: 12,
    opponent_pass_defense_rank: 29,
    game_status: 'scheduled',
    ...extra,
  };
}

function player(id: string, name: string, position: string, extra: Partial<LineupRosterPlayer> = {}): LineupRosterPlayer {
  return { id, name, position, team: 'BUF', status: 'ROSTER', injury: null, bye_week: 7, opponent: opponent(), locked: false, ...extra };
}

const ROSTER = [
  player('101', 'Allen, Josh', 'QB'),
  player('102', 'Backup, Bob', 'QB'),
  player('201', 'Cook, James', 'RB', { opponent: opponent({ is_home: true, opponent: 'MIA', spread: -6 }) }),
  player('202', 'Davis, Ray', 'RB', { injury: { status: 'Questionable', details: 'Hamstring' } }),
  player('203', 'Early, Eddie', 'RB', { locked: true }),
  player('301', 'Shakir, Khalil', 'WR'),
  player('302', 'Coleman, Keon', 'WR'),
  player('303', 'Third, Wes', 'WR'),
  player('401', 'Kincaid, Dalton', 'TE'),
  player('501', 'Bass, Tyler', 'PK'),
  player('601', 'Bills, Buffalo', 'Def'),
  player('701', 'Punter, Pat', 'PN'),
];
const STARTERS = ['101', '201', '203', '301', '302', '401', '501', '601', '202'];
const BENCH = ['102', '303', '701'];

const SETTINGS: LeagueSettings = {
  leagueId: '61408',
  name: 'Gridiron Gazette League',
  startingPositions: [
    { name: 'QB', limit: '1' },
    { name: 'RB', limit: '2-3' },
    { name: 'WR', limit: '2-4' },
    { name: 'TE', limit: '1-2' },
    { name: 'PK', limit: '1' },
    { name: 'Def', limit: '1' },
  ],
  starterCount: '9',
  maxStarters: 9,
  rosterSize: 20,
  injuredReserve: 2,
  source: 'mfl',
  weeks: { first: 1, last: 17 },
  lastRegularSeasonWeek: 14,
};

const lineupOf = (starters: string[], bench: string[]) => ({ week: 12, franchiseId: '0003', starters, bench });

interface Server {
  currentWeek?: () => unknown;
  settings?: () => unknown;
  roster?: () => unknown;
  save?: (starters: string[]) => unknown;
  held: { starters: string[]; bench: string[] };
  bestBall?: boolean;
  projections?: () => unknown;
}

/** MFL's projections of the roster for week 12 (the league's scoring); the punter has none. */
const PROJECTED: Record<string, number> = {
  '101': 22, '102': 15, '201': 12, '202': 4, '203': 9, '301': 11, '302': 8, '303': 13.5, '401': 7, '501': 8, '601': 6,
};

let server: Server;

function answer(path: string, body: unknown) {
  const input = body as { starters?: string[] };
  switch (path) {
    case '/api/mfl/current-week':
      return server.currentWeek?.() ?? { currentWeek: 12, year: 2026 };
    case '/api/mfl/roster':
      return server.roster?.() ?? {
        success: true, leagueId: '61408', leagueName: 'Gridiron Gazette League', franchiseId: '0003',
        franchiseName: 'Gridiron Geeks', year: 2026, week: 12, asOf: new Date().toISOString(), players: ROSTER,
      };
    case '/api/mfl/league-settings':
      return server.settings?.() ?? { success: true, league: SETTINGS };
    case '/api/mfl/projected-points':
      return server.projections?.() ?? {
        success: true, week: 12, projectedPoints: Object.fromEntries(Object.entries(PROJECTED).map(([id, p]) => [id, { projectedPoints: p }])),
      };
    case '/api/mfl/lineup':
      if (input.starters) return server.save?.(input.starters);
      return { success: true, lineup: lineupOf(server.held.starters, server.held.bench), bestBall: server.bestBall ?? false };
  }
  throw new Error(`unexpected call ${path}`);
}

function renderLineup() {
  const routes = [{ path: routePatterns.leagueLineup, element: <SetLineupScreen /> }];
  return render(null, { auth: fakeAuth({ session: fakeSession(), profile: connected }), route: '/leagues/61408/lineup', routes });
}

const group = (heading: string) => screen.getByRole('region', { name: heading });
/** A player's start/bench toggle (his first, where FLEX lists him twice), labelled by what it does. */
const toggle = (name: string) => screen.getAllByRole('button', { name: new RegExp(`^(Start|Bench) ${name}$`) })[0];
const saveButton = () => screen.getByRole('button', { name: 'Save Lineup' });
const callsTo = (path: string, method: 'GET' | 'POST') => apiMock.calls.filter((c) => c.path === path && c.method === method);

beforeEach(() => {
  mock.reset();
  apiMock.reset();
  window.localStorage.clear();
  mock.tables.user_leagues = [userLeague('61408', 'Gazette')];
  server = { held: { starters: STARTERS, bench: BENCH } };
  apiMock.answer = answer;
});

describe('SetLineupScreen', () => {
  it("shows this week's lineup by the league's starting positions, sorted by name, with each player's game", async () => {
    renderLineup();
    expect(screen.getByRole('status', { name: 'Loading lineup' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Set Lineup - Week 12' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });
    expect(screen.getByText('Gridiron Gazette League')).toBeInTheDocument();
    expect(screen.getByText('Gridiron Geeks')).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'QB (Pick 1)', 'RB (Pick 2-3)', 'WR (Pick 2-4)', 'TE (Pick 1-2)', 'PK (Pick 1)', 'Def (Pick 1)',
    ]);
    expect(screen.queryByText(/Punter/)).toBeNull();

    const rb = group('RB (Pick 2-3)');
    expect(within(rb).getAllByRole('listitem').map((li) => li.getAttribute('data-player-id'))).toEqual(['201', '202', '203']);
    expect(toggle('Allen, Josh')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('Allen, Josh')).toHaveAccessibleName('Bench Allen, Josh');
    expect(toggle('Backup, Bob')).toHaveAttribute('aria-pressed', 'false');
    expect(toggle('Backup, Bob')).toHaveAccessibleName('Start Backup, Bob');
    expect(screen.queryByText('Lineup Invalid')).toBeNull();
    expect(saveButton()).toBeEnabled();

    const cook = within(rb).getAllByRole('listitem')[0];
    expect(cook).toHaveTextContent('BUF vs MIA');
    expect(within(cook).getByText('Spread -6')).toBeInTheDocument();
    expect(within(cook).getByText('rush def #12')).toBeInTheDocument();
    expect(within(group('QB (Pick 1)')).getAllByText('pass def #29')[0]).toBeInTheDocument();
    expect(within(rb).getAllByRole('listitem')[1]).toHaveTextContent('BUF @ KCC');
    expect(within(rb).getByText('Questionable: Hamstring')).toBeInTheDocument();

    // A player whose game has kicked off stays where he is.
    expect(within(rb).getAllByRole('listitem')[2]).toHaveTextContent('Locked');
    expect(toggle('Early, Eddie')).toBeDisabled();
    expect(callsTo('/api/mfl/roster', 'POST')[0].body).toEqual({ leagueId: '61408', week: 12, year: 2026 });
    expect(callsTo('/api/mfl/lineup', 'GET')[0].body).toEqual({ leagueId: '61408', week: 12, year: 2026 });
  });

  it('toggle → Lineup Invalid with the rules\' texts → a valid swap enables Save → saved, showing what MFL holds', async () => {
    // MFL answers with what it now holds, which is what the screen must show.
    const held = ['102', '201', '203', '301', '303', '401', '501', '601', '202'];
    server.save = (starters) => {
      expect(starters.toSorted()).toEqual(['102', '201', '202', '203', '301', '302', '401', '501', '601'].toSorted());
      return { success: true, message: 'Lineup saved successfully!', confirmed: true, lineup: lineupOf(held, ['101', '302', '701']) };
    };
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });

    await userEvent.click(toggle('Allen, Josh'));
    expect(toggle('Allen, Josh')).toHaveAttribute('aria-pressed', 'false');
    const invalid = screen.getByRole('alert');
    expect(within(invalid).getByText('Lineup Invalid')).toBeInTheDocument();
    expect(within(invalid).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Must have exactly 1 QB (currently have 0)',
      'Must have exactly 9 starters (currently have 8)',
    ]);
    expect(saveButton()).toBeDisabled();

    await userEvent.click(toggle('Backup, Bob'));
    expect(screen.queryByText('Lineup Invalid')).toBeNull();
    expect(saveButton()).toBeEnabled();

    await userEvent.click(saveButton());
    expect(await screen.findByText('Lineup saved successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your lineup has been updated in MFL.')).toBeInTheDocument();
    expect(callsTo('/api/mfl/lineup', 'POST')[0].body).toMatchObject({ leagueId: '61408', franchiseId: '0003', week: 12, year: 2026 });
    await waitFor(() => expect(toggle('Third, Wes')).toHaveAttribute('aria-pressed', 'true'));
    expect(toggle('Coleman, Keon')).toHaveAttribute('aria-pressed', 'false');
    expect(toggle('Backup, Bob')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows each projection and the total; Optimize fills the best lineup with the reason, before and after, and leaves the save to the user', async () => {
    server.save = (starters) => ({ success: true, message: 'Lineup saved successfully!', confirmed: true, lineup: lineupOf(starters, ['101']) });
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });
    expect(await screen.findByTestId('projected-total')).toHaveTextContent('Projected total: 87');
    expect(within(group('WR (Pick 2-4)')).getAllByTestId('projection').map((p) => p.textContent)).toEqual(['8 proj', '11 proj', '13.5 proj']);
    expect(callsTo('/api/mfl/projected-points', 'GET')[0].body).toMatchObject({ leagueId: '61408', week: 12, year: 2026 });

    await userEvent.click(screen.getByRole('button', { name: 'Optimize' }));
    expect(screen.getByTestId('optimize-totals')).toHaveTextContent('Before: 87 → After: 96.5 (+9.5)');
    expect(screen.getAllByTestId('optimize-change').map((li) => li.textContent)).toEqual(['Start Third, Wes for Davis, Ray: +9.5 projected']);
    expect(screen.getByTestId('projected-total')).toHaveTextContent('Projected total: 96.5');
    expect(toggle('Third, Wes')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('Davis, Ray')).toHaveAttribute('aria-pressed', 'false');
    // The locked starter stayed; nothing was saved by Optimize.
    expect(toggle('Early, Eddie')).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo('/api/mfl/lineup', 'POST')).toHaveLength(0);

    await userEvent.click(saveButton());
    expect(await screen.findByText('Lineup saved successfully!')).toBeInTheDocument();
    expect((callsTo('/api/mfl/lineup', 'POST')[0].body as { starters: string[] }).starters.toSorted()).toEqual(
      ['101', '201', '203', '301', '302', '303', '401', '501', '601'].toSorted(),
    );
  });

  it('projections unavailable: the lineup still works, Optimize is off and says why', async () => {
    server.projections = () => {
      throw new ApiError('MyFantasyLeague is busy: try again in 5 seconds', 503);
    };
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });
    expect(await screen.findByText(/projections for this week could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Optimize' })).toBeDisabled();
    expect(saveButton()).toBeEnabled();
  });

  it("an unclear save says so and shows the lineup MFL holds, read again", async () => {
    server.save = () => {
      throw new ApiError('Save status unclear', 502, { error: 'Save status unclear', unclear: true });
    };
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });
    await userEvent.click(toggle('Allen, Josh'));
    await userEvent.click(toggle('Backup, Bob'));
    await userEvent.click(saveButton());

    expect(await screen.findByText('Save status unclear')).toBeInTheDocument();
    expect(screen.getByText('The save may not have completed properly. Please check your lineup in MFL.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/mfl/lineup', 'GET')).toHaveLength(2));
    await waitFor(() => expect(toggle('Allen, Josh')).toHaveAttribute('aria-pressed', 'true'));
    expect(toggle('Backup, Bob')).toHaveAttribute('aria-pressed', 'false');
  });

  it("a refused save is named by its message ('Access denied' → 'Access Denied') and keeps the user's changes", async () => {
    server.save = () => {
      throw new ApiError('Access denied', 403);
    };
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });
    await userEvent.click(toggle('Allen, Josh'));
    await userEvent.click(toggle('Backup, Bob'));
    await userEvent.click(saveButton());
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('You can only set lineups for your own franchise.')).toBeInTheDocument();
    expect(toggle('Backup, Bob')).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks one endpoint for the settings, whatever the server has cached', async () => {
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });
    expect(callsTo('/api/mfl/league-settings', 'POST').map((call) => call.body)).toEqual([{ leagueId: '61408', year: 2026 }]);
    expect(callsTo('/api/admin/get-league-settings', 'GET')).toEqual([]);
  });

  it('the fallback lineup has a FLEX group of RB, WR and TE', async () => {
    const fallback = { ...SETTINGS, startingPositions: [], starterCount: null, source: 'fallback' };
    server.settings = () => ({ success: true, league: fallback });
    renderLineup();
    const flex = await screen.findByRole('region', { name: 'FLEX (Pick 2)' });
    expect(within(flex).getAllByRole('listitem')).toHaveLength(7);
  });

  // The server's own words differ (they are shared with other screens): the texts come from its codes.
  it.each([
    [404, { error: 'League not found or MFL not connected' }, 'League not found or MFL not connected'],
    [400, { error: 'MFL account not connected', mflStatus: 'not_connected' }, 'League not found or MFL not connected'],
    [401, { error: 'Authentication required: sign in first' }, 'User not authenticated'],
    [401, { error: 'Invalid JWT: the session has ended or the user no longer exists' }, 'User not authenticated'],
    [400, { error: 'MFL credentials not found', mflStatus: 'credentials_missing' }, 'MFL credentials not found'],
    [401, { error: 'MFL session expired: reconnect your MFL account in Settings', mflStatus: 'expired' }, 'MFL authentication required'],
  ])("load error HTTP %i %j → '%s' under 'Error Loading Lineup'; Try Again reads again", async (status, body, text) => {
    server.roster = () => {
      throw new ApiError(body.error, status, body);
    };
    renderLineup();
    expect(await screen.findByRole('heading', { name: 'Error Loading Lineup' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    server.roster = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'QB (Pick 1)' })).toBeInTheDocument();
  });

  it('saved but not read back: says so, and shows the lineup read again, never the list it sent', async () => {
    server.save = () => ({
      success: true,
      message: 'Lineup saved successfully!',
      confirmed: false,
      lineup: null,
      detail: 'MFL accepted your lineup, but it could not be read back: refresh to see what MFL holds.',
    });
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });
    await userEvent.click(toggle('Allen, Josh'));
    await userEvent.click(toggle('Backup, Bob'));
    await userEvent.click(saveButton());
    expect(await screen.findByText('MFL accepted your lineup, but it could not be read back: refresh to see what MFL holds.')).toBeInTheDocument();
    // Read again: MFL (here) still holds Allen.
    await waitFor(() => expect(callsTo('/api/mfl/lineup', 'GET')).toHaveLength(2));
    await waitFor(() => expect(toggle('Allen, Josh')).toHaveAttribute('aria-pressed', 'true'));
    expect(toggle('Backup, Bob')).toHaveAttribute('aria-pressed', 'false');
  });

  it('the week could not be read: an error with Try Again, no lineup for a guessed week', async () => {
    server.currentWeek = () => {
      throw new ApiError('MyFantasyLeague could not be reached: no saved data to show yet', 502);
    };
    renderLineup();
    expect(await screen.findByText('The current NFL week could not be determined, so no lineup can be set yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Lineup' })).toBeNull();
    expect(callsTo('/api/mfl/roster', 'POST')).toHaveLength(0);
    server.currentWeek = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Set Lineup - Week 12' })).toBeInTheDocument();
  });

  it("the server's own fallback (MFL could not say the week) is a guessed week too: no lineup for it", async () => {
    server.currentWeek = () => ({
      currentWeek: 1, year: 2026, fallback: true, reason: 'MyFantasyLeague is busy: try again in 2 seconds', retryAfterSec: 2,
    });
    renderLineup();
    expect(await screen.findByText('The current NFL week could not be determined, so no lineup can be set yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Set Lineup - Week 1' })).toBeNull();
    expect(callsTo('/api/mfl/roster', 'POST')).toHaveLength(0);
  });

  it('MFL slow or failing: the last copy of the lineup is shown, marked stale with the server\'s note', async () => {
    const note = 'Showing data from 2026-11-22 19:30 UTC: MyFantasyLeague is not responding';
    const fresh = answer;
    apiMock.answer = (path, body) =>
      path === '/api/mfl/lineup' && !(body as { starters?: string[] }).starters
        ? { success: true, lineup: lineupOf(server.held.starters, server.held.bench), bestBall: false, stale: true, message: note }
        : fresh(path, body);
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });
    expect(screen.getByTestId('stale-data')).toHaveTextContent(note);
    expect(saveButton()).toBeEnabled();
  });

  it("the fallback's FLEX group counts only the starters FLEX takes: an RB in RB's one slot is not 'starting' twice", async () => {
    const fallback = { ...SETTINGS, startingPositions: [], starterCount: null, source: 'fallback' };
    server.settings = () => ({ success: true, league: fallback });
    renderLineup();
    await screen.findByRole('region', { name: 'FLEX (Pick 2)' });
    // Starters: 1 QB, 3 RB (one locked), 2 WR, TE, PK, Def: RB holds 1, FLEX the other 2.
    expect(within(group('RB (Pick 1)')).getByText('1 starting')).toBeInTheDocument();
    expect(within(group('FLEX (Pick 2)')).getByText('2 starting')).toBeInTheDocument();
    expect(within(group('WR (Pick 2)')).getByText('2 starting')).toBeInTheDocument();
  });

  it('Refresh reads the week again and drops unsaved changes', async () => {
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });
    await userEvent.click(toggle('Allen, Josh'));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(callsTo('/api/mfl/roster', 'POST')).toHaveLength(2));
    expect(toggle('Allen, Josh')).toHaveAttribute('aria-pressed', 'true');
  });
  it('an IDP league: groups by its own starting positions (DT+DE, LB, CB+S), no team defence, its rules judged on every change', async () => {
    const idp = {
      ...SETTINGS,
      startingPositions: [{ name: 'QB', limit: '1' }, { name: 'DT+DE', limit: '2-3' }, { name: 'LB', limit: '2-3' }, { name: 'CB+S', limit: '2-4' }],
      starterCount: '8',
      maxStarters: 8,
    };
    server.settings = () => ({ success: true, league: idp });
    server.roster = () => ({
      success: true, leagueId: '61408', leagueName: 'IDP Iron Men', franchiseId: '0003', franchiseName: 'Iron', year: 2026, week: 12,
      asOf: new Date().toISOString(),
      players: [
        player('101', 'Allen, Josh', 'QB'), player('801', 'Tackle, Tim', 'DT'), player('802', 'End, Ed', 'DE'), player('803', 'End, Eli', 'DE'),
        player('811', 'Backer, Lou', 'LB'), player('812', 'Backer, Lee', 'LB'), player('821', 'Corner, Cy', 'CB'), player('822', 'Safety, Sam', 'S'),
        player('601', 'Bills, Buffalo', 'Def'),
      ],
    });
    server.held = { starters: ['101', '801', '802', '811', '812', '821', '822'], bench: ['803', '601'] };
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });
    expect(screen.getAllByRole('region').map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'QB (Pick 1)', 'DT+DE (Pick 2-3)', 'LB (Pick 2-3)', 'CB+S (Pick 2-4)',
    ]);
    expect(within(group('DT+DE (Pick 2-3)')).getAllByRole('listitem').map((li) => li.getAttribute('data-player-id'))).toEqual(['802', '803', '801']);
    expect(screen.queryByText(/Bills, Buffalo/)).toBeNull();
    expect(screen.getByTestId('starter-count')).toHaveTextContent('Starting 7 of 8');
    expect(within(screen.getByTestId('lineup-invalid')).getByText('Must have exactly 8 starters (currently have 7)')).toBeInTheDocument();
    await userEvent.click(toggle('End, Eli'));
    expect(screen.queryByText('Lineup Invalid')).toBeNull();
    expect(saveButton()).toBeEnabled();
    expect(within(group('DT+DE (Pick 2-3)')).getByText('3 starting')).toBeInTheDocument();
  });

  it('a superflex count range: 9 or 10 starters, a second QB allowed', async () => {
    const superflex = { ...SETTINGS, startingPositions: [{ name: 'QB', limit: '1-2' }, ...SETTINGS.startingPositions.slice(1)], starterCount: '9-10', maxStarters: 10 };
    server.settings = () => ({ success: true, league: superflex });
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1-2)' });
    expect(screen.getByTestId('starter-count')).toHaveTextContent('Starting 9 of 9 or 10');
    await userEvent.click(toggle('Backup, Bob'));
    expect(screen.getByTestId('starter-count')).toHaveTextContent('Starting 10 of 9 or 10');
    expect(screen.queryByText('Lineup Invalid')).toBeNull();
    await userEvent.click(toggle('Third, Wes'));
    expect(within(screen.getByTestId('lineup-invalid')).getByText('Cannot have more than 10 starters (currently have 11)')).toBeInTheDocument();
  });

  it('a best-ball league says plainly that MFL sets the lineup: its lineup shown, nothing to toggle, no Save', async () => {
    server.bestBall = true;
    renderLineup();
    await screen.findByRole('region', { name: 'QB (Pick 1)' });
    const note = screen.getByTestId('best-ball');
    expect(note).toHaveTextContent('MFL sets this lineup');
    expect(note).toHaveTextContent('This is a best ball league: MFL starts your best lineup by points each week, so it is not set here.');
    expect(screen.queryByRole('button', { name: 'Save Lineup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Optimize' })).toBeNull();
    expect(toggle('Allen, Josh')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('Allen, Josh')).toBeDisabled();
    expect(toggle('Backup, Bob')).toBeDisabled();
  });
});
