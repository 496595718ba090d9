import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routePatterns } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { supabase } from '@/lib/supabase';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { leagueAnswer, player, team } from '@/test/scoring-fixtures';
import { fakeSession, profileRow, type SupabaseMock, userLeague } from '@/test/supabase-mock';
import { LeagueScoringScreen } from './league-scoring-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

const connected = profileRow({ has_mfl_cookie: true, mfl_cookie_expires_at: '2999-01-01T00:00:00Z' });
const auth = () => fakeAuth({ session: fakeSession(), profile: connected });

const MATCHUPS = [
  {
    teams: [
      team('0001', 'Alpha', 101.5, {
        gameSecondsRemaining: 1800,
        projectedPoints: 110.75,
        starters: [
          player('1', 'Live Guy', 12.3, { isPlaying: true, projectedPoints: 14.5 }),
          player('2', 'Done Guy', 20, { hasPlayed: true }),
        ],
        bench: [player('3', 'Bench Guy', 4)],
      }),
      team('0002', 'Beta', 88.25, {
        gameSecondsRemaining: 1800,
        starters: [
          player('4', 'Later Guy', 0, { gameSecondsRemaining: 3600, kickoff: '2026-11-22T21:25:00Z' }),
          player('5', 'Bye Guy', 0, { isBye: true }),
        ],
      }),
    ],
  },
  { teams: [team('0003', 'Gamma', 90), team('0004', 'Delta', 90)] },
];

function answer(week: number, matchups = MATCHUPS) {
  return leagueAnswer(week, matchups);
}

/** The scoring calls, in order (the page also asks /api/mfl/current-week for its week selector). */
const scoringCalls = () => apiMock.calls.filter((call) => call.path === '/api/mfl/scoring');

function renderScoring(route = '/league-scoring/61408') {
  const routes = [{ path: routePatterns.leagueView('league-scoring'), element: <LeagueScoringScreen /> }];
  return render(null, { auth: auth(), route, routes });
}

beforeEach(() => {
  mock.reset();
  apiMock.reset();
  window.localStorage.clear();
  mock.tables.user_leagues = [userLeague('61408', 'Gazette')];
});

describe('LeagueScoringScreen', () => {
  it("shows the server's week, each matchup with time remaining, statuses, points, bench and the leader", async () => {
    apiMock.answer = (_path, query) => answer((query as { week?: number }).week ?? 12);
    renderScoring();
    const first = await screen.findByRole('region', { name: 'Matchup 1' });
    expect(scoringCalls()[0]).toEqual({ method: 'GET', path: '/api/mfl/scoring', body: { type: 'league', leagueId: '61408' } });
    expect(screen.getByRole('heading', { name: 'League Scoring' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('Week 12');
    expect(screen.getByTestId('scoring-updated')).toHaveTextContent(/^Updated: /);

    expect(within(first).getByTestId('time-remaining')).toHaveTextContent('60 min remaining');
    const alpha = within(first).getByRole('list', { name: 'Alpha starters' });
    expect(within(alpha).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'LIVELive GuyWR · KCC12.30Proj 14.50',
      'FINALDone GuyWR · KCC20.00',
    ]);
    expect(within(first).getByText(/Projected 110.75$/)).toBeInTheDocument();
    const beta = within(first).getByRole('list', { name: 'Beta starters' });
    const [later, bye] = within(beta).getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(later).toMatch(/^PENDINGLater GuyWR · KCC · \w+ \d{1,2}:25 [AP]M/);
    expect(bye).toBe('BYEBye GuyWR · KCC · Bye week0.00');
    expect(within(first).getAllByTestId('team-points').map((el) => el.textContent)).toEqual(['101.50', '88.25']);
    expect(within(first).getByTestId('matchup-footer')).toHaveTextContent('Team 0001 leads by 13.25 points');

    expect(within(first).queryByText('Bench Guy')).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Show Bench' }));
    expect(await within(first).findByText('Bench Guy')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Hide Bench' })).toBeInTheDocument();

    const second = screen.getByRole('region', { name: 'Matchup 2' });
    expect(within(second).getByTestId('time-remaining')).toHaveTextContent('Final');
    expect(within(second).getByTestId('matchup-footer')).toHaveTextContent('Tied game');
  });

  it("another week asks for it; no matchups: 'No matchup data available for Week {n}'", async () => {
    apiMock.answer = (_path, query) => {
      const week = (query as { week?: number }).week;
      return week === undefined ? answer(12) : answer(week, []);
    };
    renderScoring();
    await screen.findByRole('region', { name: 'Matchup 1' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Week' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Week 3' }));
    expect(await screen.findByRole('heading', { name: 'No matchup data available for Week 3' })).toBeInTheDocument();
    expect(scoringCalls()[1].body).toEqual({ type: 'league', leagueId: '61408', week: 3 });
  });

  it("a finished week: each team's best possible lineup in hindsight and the points left on its bench", async () => {
    const finished = [
      {
        teams: [
          team('0001', 'Alpha', 113.2, { hindsight: { played: 113.2, best: 131.4, leftOnBench: 18.2 } }),
          team('0002', 'Beta', 120, { hindsight: { played: 120, best: 120, leftOnBench: 0 } }),
        ],
      },
    ];
    apiMock.answer = (_path, query) => ((query as { week?: number }).week === 11 ? { ...answer(11, finished), final: true } : answer(12));
    renderScoring();
    const live = await screen.findByRole('region', { name: 'Matchup 1' });
    expect(within(live).queryByTestId('bench-line')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Week' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Week 11' }));
    await waitFor(() => expect(screen.getAllByTestId('bench-line')).toHaveLength(2));
    expect(screen.getAllByTestId('bench-line').map((line) => line.textContent)).toEqual([
      'Best possible: 131.4 · left on bench: 18.2',
      'Best possible: 120 · left on bench: 0',
    ]);
  });

  it("the week selector marks the NFL week in progress ' (Current)' (spec 01 §9)", async () => {
    apiMock.answer = (path, query) =>
      path === '/api/mfl/current-week' ? { currentWeek: 12, year: 2026 } : answer((query as { week?: number }).week ?? 12);
    renderScoring();
    await screen.findByRole('region', { name: 'Matchup 1' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('Week 12 (Current)'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Week' }));
    expect(await screen.findByRole('option', { name: 'Week 12 (Current)' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').filter((option) => option.textContent?.includes('(Current)'))).toHaveLength(1);
  });

  it("no ' (Current)' when the current week is only the fallback guess", async () => {
    apiMock.answer = (path, query) => {
      if (path === '/api/mfl/current-week') throw new ApiError('HTTP 503: Service Unavailable', 503);
      return answer((query as { week?: number }).week ?? 1);
    };
    renderScoring();
    await screen.findByRole('region', { name: 'Matchup 1' });
    await waitFor(() => expect(apiMock.calls.some((call) => call.path === '/api/mfl/current-week')).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('Week 1');
  });

  it("error: 'Error Loading League Scoring' with 'Failed to fetch scoring data'", async () => {
    apiMock.answer = () => {
      throw new ApiError('HTTP 502: Bad Gateway', 502);
    };
    renderScoring();
    expect(await screen.findByRole('heading', { name: 'Error Loading League Scoring' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch scoring data')).toBeInTheDocument();
  });

  it("without any league: 'Select a league from the header to view League Scoring.'", async () => {
    mock.tables.user_leagues = [];
    renderScoring('/league-scoring');
    expect(await screen.findByText('Select a league from the header to view League Scoring.')).toBeInTheDocument();
    await waitFor(() => expect(apiMock.calls).toHaveLength(0));
  });
  it("the week selector offers the league's own weeks: 2–16 for a league that starts in week 2", async () => {
    apiMock.answer = (_path, query) => leagueAnswer((query as { week?: number }).week ?? 12, MATCHUPS, 'Late Start League', { weeks: { first: 2, last: 16 } });
    renderScoring();
    await screen.findByRole('region', { name: 'Matchup 1' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Week' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options[0]).toBe('Week 2');
    expect(options.at(-1)).toBe('Week 16');
    expect(options).toHaveLength(15);
  });

  it('two games a week: a team is in both its matchups; an undecided pairing reads TBD, never a self-match', async () => {
    const twoGames = [
      { teams: [team('0001', 'Alpha', 80), team('0002', 'Beta', 70)] },
      { teams: [team('0001', 'Alpha', 80), team('0003', 'Gamma', 85)] },
      { teams: [team('0004', 'Delta', 60)], undecided: true },
    ];
    apiMock.answer = () => leagueAnswer(13, twoGames);
    renderScoring();
    const second = await screen.findByRole('region', { name: 'Matchup 2' });
    expect(within(second).getAllByTestId('team-points').map((p) => p.textContent)).toEqual(['80.00', '85.00']);
    expect(within(screen.getByRole('region', { name: 'Matchup 1' })).getByText('Alpha')).toBeInTheDocument();
    const tbd = screen.getByRole('region', { name: 'Matchup 3' });
    expect(within(tbd).getByTestId('opponent-tbd')).toHaveTextContent('TBD');
    expect(within(tbd).getAllByTestId('team-points')).toHaveLength(1);
    expect(within(tbd).queryByTestId('matchup-footer')).toBeNull();
  });

  it('a total-points league: every team alone, by this week’s points, titled with its place', async () => {
    const teams = [team('0001', 'Alpha', 80), team('0002', 'Beta', 95), team('0003', 'Gamma', 80)].map((t) => ({ teams: [t] }));
    apiMock.answer = () => leagueAnswer(12, teams, 'Total Points Classic', { headToHead: false });
    renderScoring();
    await screen.findByRole('region', { name: '1st of 3' });
    expect(screen.getAllByRole('region').map((r) => [within(r).getAllByRole('heading')[0].textContent, within(r).getAllByTestId('team-points')[0].textContent])).toEqual([
      ['1st of 3', '95.00'],
      ['2nd of 3', '80.00'],
      ['2nd of 3', '80.00'],
    ]);
    expect(screen.queryByText(/^Matchup/)).toBeNull();
    expect(screen.queryByTestId('matchup-footer')).toBeNull();
  });
});
