import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routePatterns } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { supabase } from '@/lib/supabase';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { leagueAnswer, player, team } from '@/test/scoring-fixtures';
import { fakeSession, profileRow, type SupabaseMock, userLeague } from '@/test/supabase-mock';
import { LeagueMatchupsScreen } from './league-matchups-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

const connected = profileRow({ has_mfl_cookie: true, mfl_cookie_expires_at: '2999-01-01T00:00:00Z' });
const auth = () => fakeAuth({ session: fakeSession(), profile: connected });

/** Matchup 1 done (Alpha won), 2 is the user's (0003) and close, 3 live and not close. */
function matchups(gamma = 90) {
  return [
    { teams: [team('0001', 'Alpha', 120.4), team('0002', 'Beta', 99.1)] },
    {
      teams: [
        team('0003', 'Gamma', gamma, { gameSecondsRemaining: 3600, starters: [player('7', 'Gamma QB', gamma, { isPlaying: true })], bench: [player('8', 'Gamma Bench', 2)] }),
        team('0004', 'Delta', 87.5, { gameSecondsRemaining: 1230 }),
      ],
    },
    { teams: [team('0005', 'Eps', 60), team('0006', 'Zeta', 80, { gameSecondsRemaining: 600 })] },
  ];
}

function renderMatchups(route = '/league-matchups/61408') {
  const routes = [{ path: routePatterns.leagueView('league-matchups'), element: <LeagueMatchupsScreen /> }];
  return render(null, { auth: auth(), route, routes });
}

beforeEach(() => {
  mock.reset();
  apiMock.reset();
  window.localStorage.clear();
  mock.tables.user_leagues = [{ ...userLeague('61408', 'Gazette'), franchise_id: '0003' }];
});

afterEach(() => vi.useRealTimers());

describe('LeagueMatchupsScreen', () => {
  it("summary grid: the user's matchup first and marked, CLOSE under 5 points, minutes left or 'Completed', the winner highlighted", async () => {
    apiMock.answer = (_path, query) => leagueAnswer((query as { week?: number }).week ?? 12, matchups());
    renderMatchups();
    const grid = await screen.findByRole('navigation', { name: 'Matchups' });
    // The user's franchise comes with the user's leagues, a read of its own beside the scores.
    await within(grid).findByText(/Your matchup/);
    const tiles = within(grid).getAllByTestId('matchup-summary');
    expect(tiles.map((t) => t.textContent?.match(/Matchup \d|matchup · \d/i)?.[0])).toEqual(['matchup · 2', 'Matchup 1', 'Matchup 3']);
    expect(tiles[0]).toHaveAttribute('data-own', 'true');
    expect(tiles[0]).toHaveTextContent('Your matchup');
    expect(within(tiles[0]).getByText('CLOSE')).toBeInTheDocument();
    expect(within(tiles[0]).getByTestId('matchup-clock')).toHaveTextContent('81 min left');
    expect(within(tiles[1]).queryByText('CLOSE')).toBeNull();
    expect(within(tiles[1]).getByTestId('matchup-clock')).toHaveTextContent('Completed');
    const winner = tiles[1].querySelector('[data-winner]');
    expect(winner).toHaveAttribute('data-franchise-id', '0001');
    expect(tiles[2].querySelector('[data-winner]')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('Week 12');
  });

  it('a summary click scrolls to its side-by-side detail, which shows and hides the bench', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    apiMock.answer = () => leagueAnswer(12, matchups());
    renderMatchups();
    const grid = await screen.findByRole('navigation', { name: 'Matchups' });
    await userEvent.click(within(grid).getByRole('button', { name: /^Matchup 3 / }));
    expect(scrolled).toEqual(['matchup-detail-3']);
    expect(document.activeElement?.id).toBe('matchup-detail-3');
    const detail = screen.getByRole('region', { name: 'Matchup 2' });
    expect(within(detail).queryByText('Gamma Bench')).toBeNull();
    await userEvent.click(within(detail).getByRole('button', { name: 'Show Bench' }));
    expect(await within(detail).findByText('Gamma Bench')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Hide Bench' }));
    await waitFor(() => expect(within(detail).queryByText('Gamma Bench')).toBeNull());
  });

  it('points that changed since the last poll are highlighted, then cleared after 25 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let gamma = 90;
    apiMock.answer = (_path, query) => leagueAnswer((query as { week?: number }).week ?? 12, matchups(gamma));
    renderMatchups();
    const detail = await screen.findByRole('region', { name: 'Matchup 2' });
    const points = () => within(detail).getAllByTestId('team-points')[0];
    expect(points()).not.toHaveAttribute('data-changed');
    gamma = 96.5;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(points()).toHaveTextContent('96.50'));
    expect(points()).toHaveAttribute('data-changed', 'true');
    expect(within(detail).getByText('Gamma QB').closest('li')).toHaveAttribute('data-changed', 'true');
    expect(within(screen.getByRole('navigation', { name: 'Matchups' })).getAllByTestId('summary-points')[0]).toHaveAttribute('data-changed', 'true');
    expect(apiMock.calls.filter((call) => call.path === '/api/mfl/scoring').at(-1)?.body).toEqual({ type: 'league', leagueId: '61408', week: 12 });
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    await waitFor(() => expect(points()).not.toHaveAttribute('data-changed'));
  });

  it("error: 'Error Loading League Matchups' with 'Failed to fetch scoring data'", async () => {
    apiMock.answer = () => {
      throw new ApiError('HTTP 500: Internal Server Error', 500);
    };
    renderMatchups();
    expect(await screen.findByRole('heading', { name: 'Error Loading League Matchups' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch scoring data')).toBeInTheDocument();
  });

  it("no matchups in a week: 'No matchup data available for Week {n}'", async () => {
    apiMock.answer = (_path, query) => leagueAnswer((query as { week?: number }).week ?? 12, []);
    renderMatchups();
    expect(await screen.findByRole('heading', { name: 'No matchup data available for Week 12' })).toBeInTheDocument();
  });
  it('two games a week: both of the user’s matchups first; an undecided pairing’s tile reads TBD', async () => {
    const twoGames = [
      { teams: [team('0001', 'Alpha', 80), team('0002', 'Beta', 70)] },
      { teams: [team('0003', 'Gamma', 80), team('0001', 'Alpha', 85)] },
      { teams: [team('0003', 'Gamma', 80), team('0004', 'Delta', 60)] },
      { teams: [team('0005', 'Eps', 60)], undecided: true },
    ];
    apiMock.answer = () => leagueAnswer(13, twoGames);
    renderMatchups();
    const grid = await screen.findByRole('navigation', { name: 'Matchups' });
    const tiles = within(grid).getAllByTestId('matchup-summary');
    expect(tiles.map((t) => t.getAttribute('data-own'))).toEqual(['true', 'true', null, null]);
    expect(tiles[0]).toHaveTextContent('Your matchup · 2');
    expect(tiles[1]).toHaveTextContent('Your matchup · 3');
    expect(within(tiles[3]).getByTestId('opponent-tbd')).toHaveTextContent('TBD');
    expect(within(grid).getByRole('button', { name: /^Matchup 4.*Eps.*TBD$/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Matchup 4' })).getByTestId('opponent-tbd')).toBeInTheDocument();
  });

  it('a total-points league: tiles by this week’s points, the user’s team first with its place', async () => {
    const teams = [team('0001', 'Alpha', 80), team('0002', 'Beta', 95), team('0003', 'Gamma', 70)].map((t) => ({ teams: [t] }));
    apiMock.answer = () => leagueAnswer(12, teams, 'Total Points Classic', { headToHead: false });
    renderMatchups();
    const grid = await screen.findByRole('navigation', { name: 'Matchups' });
    const tiles = within(grid).getAllByTestId('matchup-summary');
    expect(tiles.map((t) => t.textContent?.match(/^(Your team · )?\d\w\w of 3/)?.[0])).toEqual(['Your team · 3rd of 3', '1st of 3', '2nd of 3']);
    expect(within(grid).queryByText('CLOSE')).toBeNull();
    expect(screen.getByRole('region', { name: '3rd of 3' })).toBeInTheDocument();
  });
});
