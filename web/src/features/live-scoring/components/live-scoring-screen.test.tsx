import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { supabase } from '@/lib/supabase';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { personalAnswer, player, team } from '@/test/scoring-fixtures';
import { fakeSession, profileRow, type SupabaseMock, userLeague } from '@/test/supabase-mock';
import { LiveScoringScreen } from './live-scoring-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

const connected = profileRow({ has_mfl_cookie: true, mfl_cookie_expires_at: '2999-01-01T00:00:00Z' });
const auth = () => fakeAuth({ session: fakeSession(), profile: connected });

const LEAGUES = { '61408': 'Gridiron Gazette League', '35112': 'Sunday Funday 10', '72901': 'Dynasty Fourteen' } as const;
type LeagueId = keyof typeof LEAGUES;

let mine = 101.5;
const failures: Partial<Record<LeagueId, ApiError>> = {};
/** A league's answer changed (another kind of league): merged over the default. */
const kinds: Partial<Record<LeagueId, Record<string, unknown>>> = {};

function answerFor(leagueId: LeagueId) {
  const failure = failures[leagueId];
  if (failure) throw failure;
  return { ...defaultAnswer(leagueId), ...kinds[leagueId] };
}

function defaultAnswer(leagueId: LeagueId) {
  const you = team('0003', `Mine in ${leagueId}`, leagueId === '61408' ? mine : 70, {
    gameSecondsRemaining: 1800,
    projectedPoints: 112.4,
    starters: [player('1', `Star ${leagueId}`, leagueId === '61408' ? mine - 80 : 20, { isPlaying: true, projectedPoints: 18.2 })],
  });
  const them = team('0004', `Rival in ${leagueId}`, leagueId === '35112' ? 68 : 40, { gameSecondsRemaining: 3600 });
  return personalAnswer(12, you, them, LEAGUES[leagueId]);
}

function renderLive() {
  const routes = [
    { path: paths.liveScoring, element: <LiveScoringScreen /> },
    { path: '/league-matchups/:leagueId', element: <p>Matchups page</p> },
  ];
  return render(null, { auth: auth(), route: '/live-scoring', routes });
}

beforeEach(() => {
  mock.reset();
  apiMock.reset();
  window.localStorage.clear();
  mine = 101.5;
  for (const id of Object.keys(failures)) delete failures[id as LeagueId];
  for (const id of Object.keys(kinds)) delete kinds[id as LeagueId];
  mock.tables.user_leagues = (Object.keys(LEAGUES) as LeagueId[]).map((id) => ({ ...userLeague(id, LEAGUES[id]), franchise_id: '0003' }));
  apiMock.answer = (_path, query) => answerFor((query as { leagueId: LeagueId }).leagueId);
});

afterEach(() => vi.useRealTimers());

const block = (leagueId: string) => screen.getAllByTestId('league-block').find((b) => b.dataset.leagueId === leagueId)!;
const card = (leagueId: string) => screen.getAllByTestId('league-summary').find((c) => c.dataset.leagueId === leagueId)!;

describe('LiveScoringScreen', () => {
  it("every league of the user: a card linking to its League Matchups and a detailed block of the user's matchup", async () => {
    renderLive();
    await waitFor(() => expect(screen.getAllByTestId('player-points')).toHaveLength(3));
    expect(apiMock.calls.map((c) => c.body)).toEqual(
      expect.arrayContaining((Object.keys(LEAGUES) as LeagueId[]).map((leagueId) => ({ type: 'personal', leagueId }))),
    );
    for (const id of Object.keys(LEAGUES)) {
      const link = card(id).closest('a')!;
      expect(link).toHaveAttribute('href', `/league-matchups/${id}`);
      expect(card(id)).toHaveTextContent(LEAGUES[id as LeagueId]);
      expect(within(block(id)).getByRole('heading', { name: LEAGUES[id as LeagueId] })).toBeInTheDocument();
      expect(within(block(id)).getByRole('region', { name: 'Your matchup' })).toBeInTheDocument();
    }
    expect(within(card('35112')).getByText('CLOSE')).toBeInTheDocument();
    expect(within(card('61408')).queryByText('CLOSE')).toBeNull();
    expect(within(card('61408')).getByText('90 min left')).toBeInTheDocument();
    expect(within(block('61408')).getByText(/Projected 112.40/)).toBeInTheDocument();
    expect(within(block('61408')).getByText('LIVE')).toBeInTheDocument();
  });

  it("one league failing says 'Failed to load' or 'Network error' in its own card and block only", async () => {
    failures['35112'] = new ApiError('MyFantasyLeague answered with a server error: no saved data to show yet', 424);
    failures['72901'] = new ApiError('Network error: Failed to fetch', 0);
    renderLive();
    const failed = await within(await waitFor(() => block('35112'))).findByRole('alert');
    expect(failed).toHaveTextContent('Failed to load');
    expect(failed).toHaveTextContent('MyFantasyLeague answered with a server error: no saved data to show yet');
    expect(await within(block('72901')).findByRole('alert')).toHaveTextContent('Network error');
    expect(card('35112')).toHaveTextContent('Failed to load');
    expect(card('72901')).toHaveTextContent('Network error');
    expect(within(block('61408')).queryByRole('alert')).toBeNull();
    expect(within(block('61408')).getByRole('region', { name: 'Your matchup' })).toBeInTheDocument();
  });

  it('a changed total and player are highlighted in card and block for 25 s, then cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLive();
    await waitFor(() => expect(screen.getAllByTestId('player-points')).toHaveLength(3));
    const total = () => within(block('61408')).getAllByTestId('team-points')[0];
    expect(total()).toHaveTextContent('101.50');
    mine = 107.9;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(total()).toHaveTextContent('107.90'));
    expect(total()).toHaveAttribute('data-changed', 'true');
    expect(within(block('61408')).getByText('Star 61408').closest('li')).toHaveAttribute('data-changed', 'true');
    expect(within(card('61408')).getAllByTestId('summary-points')[0]).toHaveAttribute('data-changed', 'true');
    expect(within(block('35112')).getAllByTestId('team-points')[0]).not.toHaveAttribute('data-changed');
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    await waitFor(() => expect(total()).not.toHaveAttribute('data-changed'));
    expect(total()).toHaveTextContent('107.90');
  });

  it('a league failing after it loaded keeps its last scores, with the failure noted in its block only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLive();
    await waitFor(() => expect(screen.getAllByTestId('player-points')).toHaveLength(3));
    failures['61408'] = new ApiError('Network error: Failed to fetch', 0);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const note = await within(block('61408')).findByRole('alert');
    expect(note).toHaveTextContent('Network error');
    expect(note).toHaveTextContent('Showing the last scores loaded.');
    expect(within(block('61408')).getAllByTestId('team-points')[0]).toHaveTextContent('101.50');
    expect(within(block('35112')).queryByRole('alert')).toBeNull();
  });

  it("without leagues: 'No leagues found. Please configure your leagues first.'", async () => {
    mock.tables.user_leagues = [];
    renderLive();
    expect(await screen.findByText('No leagues found. Please configure your leagues first.')).toBeInTheDocument();
    expect(apiMock.calls).toHaveLength(0);
  });
  it('two games a week: both opponents in the card and a matchup each in the block', async () => {
    const first = team('0005', 'Early Birds', 60, { gameSecondsRemaining: 3600 });
    const second = team('0006', 'Night Owls', 99, { gameSecondsRemaining: 3600 });
    kinds['61408'] = { opponent: first, opponents: [first, second] };
    renderLive();
    await waitFor(() => expect(within(card('61408')).getByText('vs Night Owls')).toBeInTheDocument());
    expect(within(card('61408')).getByText('vs Early Birds')).toBeInTheDocument();
    expect(within(card('61408')).getByText('CLOSE')).toBeInTheDocument();
    const games = within(block('61408')).getAllByRole('region');
    expect(games.map((g) => within(g).getAllByRole('heading')[0].textContent)).toEqual([
      'Your matchup 1 of 2',
      'Your matchup 2 of 2',
    ]);
    expect(within(games[1]).getByText('Night Owls')).toBeInTheDocument();
    expect(within(games[1]).getByTestId('matchup-footer')).toHaveTextContent('Team 0003 leads by 2.50 points');
  });

  it('an undecided playoff pairing reads TBD in card and block, never the team against itself', async () => {
    kinds['35112'] = { opponent: null, opponents: [], opponentUndecided: true };
    renderLive();
    await waitFor(() => expect(within(card('35112')).getByTestId('opponent-tbd')).toHaveTextContent('vs TBD'));
    const matchup = within(block('35112')).getByRole('region', { name: 'Your matchup' });
    expect(within(matchup).getByTestId('opponent-tbd')).toHaveTextContent('TBD');
    expect(within(matchup).getAllByTestId('team-points')).toHaveLength(1);
    expect(within(matchup).queryByTestId('matchup-footer')).toBeNull();
  });

  it("a total-points league: the team's own score and its place this week, no opponent", async () => {
    kinds['72901'] = { headToHead: false, opponent: null, opponents: [], rank: { place: 2, of: 12 } };
    renderLive();
    await waitFor(() => expect(within(card('72901')).getByTestId('week-rank')).toHaveTextContent('2nd of 12 this week'));
    expect(within(card('72901')).queryByText('No opponent this week')).toBeNull();
    expect(within(block('72901')).getByRole('region', { name: 'Your week · 2nd of 12 this week' })).toBeInTheDocument();
    expect(within(block('72901')).getAllByTestId('team-points')).toHaveLength(1);
  });

  it('a best-ball league says MFL picks the starters', async () => {
    kinds['61408'] = { bestBall: true };
    renderLive();
    expect(await within(await waitFor(() => block('61408'))).findByText('Best ball league: MFL starts each team’s best lineup by points.')).toBeInTheDocument();
    expect(within(block('35112')).queryByText(/Best ball/)).toBeNull();
  });
});
