import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TopPlayer } from '@contracts/league-top-players.ts';
import { routePatterns } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { SELECTED_LEAGUE_STORAGE_KEY } from '@/lib/selected-league';
import { supabase } from '@/lib/supabase';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, profileRow, type SupabaseMock, userLeague } from '@/test/supabase-mock';
import { TopPlayersScreen } from './top-players-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

const connected = profileRow({ has_mfl_cookie: true, mfl_cookie_expires_at: '2999-01-01T00:00:00Z' });
const auth = () => fakeAuth({ session: fakeSession(), profile: connected });

const TEAMS: Record<string, string> = { '0001': 'Gazette Giants', '0002': 'Bench Mob', '0003': 'Punt Pirates' };
const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'Def', 'PK'];

function player(i: number, extra: Partial<TopPlayer> = {}): TopPlayer {
  const franchise = i % 3 === 0 ? null : `000${i % 3}`;
  return {
    player_id: String(10000 + i),
    name: `Player${i} Surname${i}`,
    position: POSITIONS[i % 6],
    nfl_team: i % 2 ? 'KCC' : 'MIN',
    bye_week: 6,
    total_points: 500 - i,
    avg_points: (500 - i) / 10,
    roster_team: franchise ? TEAMS[franchise] : null,
    roster_franchise_id: franchise,
    is_rostered: franchise !== null,
    weekly_scores: {},
    ...extra,
  };
}

// 120 players: 50 a page; the best two have named players for the drawer and the trend.
const PLAYERS = [
  player(0, { name: 'Patrick Mahomes', position: 'QB', roster_team: 'Bench Mob', roster_franchise_id: '0002', is_rostered: true,
    weekly_scores: { '1': 20.34, '2': 31, '4': 0 } }),
  player(1, { name: 'Travis Kelce', position: 'TE', roster_team: 'Gazette Giants', roster_franchise_id: '0001', is_rostered: true,
    weekly_scores: { '3': 12 } }),
  ...Array.from({ length: 118 }, (_, i) => player(i + 2)),
];

function answer(players: TopPlayer[] = PLAYERS, extra: Record<string, unknown> = {}) {
  return {
    success: true,
    leagueId: '61408',
    leagueName: 'Gridiron Gazette League',
    year: 2026,
    userFranchiseId: '0001',
    players,
    page: 1,
    limit: 9999,
    total: players.length,
    franchiseNames: TEAMS,
    weeks: { first: 1, last: 17 },
    ...extra,
  };
}

function renderTopPlayers(route = '/top-players/61408') {
  const routes = [{ path: routePatterns.leagueView('top-players'), element: <TopPlayersScreen /> }];
  return render(null, { auth: auth(), route, routes });
}

const table = () => screen.findByRole('table', { name: 'Top players' });
const bodyRows = (t: HTMLElement) =>
  within(t).getAllByRole<HTMLTableRowElement>('row').filter((tr) => tr.hasAttribute('data-player-id'));
const count = () => screen.getByTestId('players-count').textContent;
// Found by their own few elements: a role query over the table's hundreds of buttons takes seconds in jsdom.
const pagerButton = (name: string) => within(document.querySelector<HTMLElement>('.mantine-Pagination-root')!).getByRole('button', { name });
const nameButton = (name: string) => screen.getByText(name, { selector: 'button' });

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  mock.reset();
  apiMock.reset();
  window.localStorage.clear();
  mock.tables.user_leagues = [userLeague('61408', 'Gazette'), userLeague('35112', 'Funday')];
});

// Pages of 50 to 200 Mantine rows take a few seconds to render in jsdom.
describe('TopPlayersScreen', { timeout: 15_000 }, () => {
  it('loads every player once, then shows #, Name, Pts, Avg, Team, 50 a page, free agents and the own team marked', async () => {
    apiMock.answer = () => answer();
    renderTopPlayers();
    expect(screen.getByRole('status', { name: 'Loading players' })).toBeInTheDocument();

    const t = await table();
    expect(screen.getByRole('heading', { name: 'Top Players' })).toBeInTheDocument();
    expect(screen.getByText('Gridiron Gazette League')).toBeInTheDocument();
    expect(within(t).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Name', 'Pts', 'Avg', 'Team']);
    const rows = bodyRows(t);
    expect(rows).toHaveLength(50);
    expect(within(rows[0]).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '1 ▸', 'Patrick MahomesQB · MIN · Bye 6', '500', '50', 'Bench Mob',
    ]);
    expect(rows[1]).toHaveAttribute('data-tone', 'own');
    expect(rows[3]).toHaveAttribute('data-tone', 'free-agent');
    expect(within(rows[3]).getByText('Free Agent')).toBeInTheDocument();
    expect(rows[0]).not.toHaveAttribute('data-tone');
    expect(count()).toBe('Showing 1 to 50 of 120 results');
    expect(screen.getByPlaceholderText('Search players, positions, NFL teams...')).toBeInTheDocument();
    expect(apiMock.calls).toEqual([
      { method: 'GET', path: '/api/top-players', body: { leagueId: '61408', page: 1, limit: 9999, includeWeekly: true } },
    ]);
  });

  it('pages with first, previous, next and last, and page sizes of 50, 100, 200', async () => {
    apiMock.answer = () => answer();
    renderTopPlayers();
    await table();
    await userEvent.click(pagerButton('Next page'));
    expect(count()).toBe('Showing 51 to 100 of 120 results');
    expect(bodyRows(await table())[0].cells[0].textContent).toMatch(/^51 /);
    await userEvent.click(pagerButton('Last page'));
    expect(count()).toBe('Showing 101 to 120 of 120 results');
    await userEvent.click(pagerButton('Previous page'));
    expect(count()).toBe('Showing 51 to 100 of 120 results');
    await userEvent.click(pagerButton('First page'));
    expect(count()).toBe('Showing 1 to 50 of 120 results');

    await userEvent.click(pagerButton('Last page'));
    await choose('Page size', '200 / page');
    expect(count()).toBe('Showing 1 to 120 of 120 results');
    expect(bodyRows(await table())).toHaveLength(120);
    expect(apiMock.calls).toHaveLength(1);
  });

  it('filters by position and roster status on the client; each change goes back to page 1', async () => {
    apiMock.answer = () => answer();
    renderTopPlayers();
    await table();
    await userEvent.click(pagerButton('Next page'));

    await choose('Position', 'K');
    expect(count()).toBe('Showing 1 to 20 of 20 results');
    expect(bodyRows(await table()).every((tr) => tr.textContent?.includes('PK ·'))).toBe(true);

    await choose('Position', 'All Positions');
    await choose('Roster status', 'Free Agents');
    expect(count()).toBe('Showing 1 to 39 of 39 results');
    await choose('Roster status', 'Punt Pirates');
    expect(count()).toBe('Showing 0 to 0 of 0 results');
    expect(screen.getByText('No players match your search and filters.')).toBeInTheDocument();
    await choose('Roster status', 'Gazette Giants (Your Team)');
    expect(count()).toBe('Showing 1 to 40 of 40 results');

    expect(apiMock.calls).toHaveLength(1);
  });

  it('searches name, position, NFL team and fantasy team, ignoring case, from page 1', async () => {
    apiMock.answer = () => answer();
    renderTopPlayers();
    await table();
    await userEvent.click(pagerButton('Next page'));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(search);
    await userEvent.paste('MAHOM');
    await waitFor(() => expect(count()).toBe('Showing 1 to 1 of 1 results'));
    await userEvent.clear(search);
    await userEvent.paste('bench mob');
    await waitFor(() => expect(count()).toBe('Showing 1 to 41 of 41 results'));
    expect(apiMock.calls).toHaveLength(1);
  });

  it('a row click shows W1-W17 with one decimal; a second click hides them', async () => {
    apiMock.answer = () => answer();
    renderTopPlayers();
    const row = bodyRows(await table())[0];
    await userEvent.click(row.cells[2]);
    const weeks = screen.getByRole('group', { name: 'Patrick Mahomes, weekly scores' });
    expect(within(weeks).getAllByText(/^W\d+$/).map((w) => w.textContent)).toHaveLength(17);
    expect(weeks.querySelector('[data-week="1"]')?.textContent).toBe('W120.3');
    expect(weeks.querySelector('[data-week="3"]')?.textContent).toBe('W3-');
    expect(weeks.querySelector('[data-week="4"]')?.textContent).toBe('W40.0');
    expect(within(row).getByRole('button', { name: '1 weekly scores of Patrick Mahomes' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(row.cells[2]);
    expect(screen.queryByRole('group', { name: 'Patrick Mahomes, weekly scores' })).toBeNull();
  });

  it("the league's own weeks: W2-W18 for a league that starts in week 2 and ends in week 18, in the row and the drawer", async () => {
    apiMock.answer = () => answer(PLAYERS, { weeks: { first: 2, last: 18 } });
    renderTopPlayers();
    const row = bodyRows(await table())[0];
    await userEvent.click(row.cells[2]);
    const weeks = screen.getByRole('group', { name: 'Patrick Mahomes, weekly scores' });
    const labels = within(weeks).getAllByText(/^W\d+$/).map((w) => w.textContent);
    expect(labels).toEqual(Array.from({ length: 17 }, (_, i) => `W${i + 2}`));
    expect(weeks.querySelector('[data-week="1"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Patrick Mahomes' }));
    const drawer = await screen.findByRole('dialog', { name: 'Patrick Mahomes' });
    const weekly = within(within(drawer).getByRole('list', { name: 'Weekly Performance' })).getAllByRole('listitem');
    expect([weekly[0].textContent, weekly.at(-1)?.textContent]).toEqual(['Week 231.0 Pts', 'Week 18-']);
  });

  it('a name click opens the drawer: team, total, average, bye, trend and weekly performance; closing clears it', async () => {
    apiMock.answer = () => answer();
    renderTopPlayers();
    await table();
    await userEvent.click(nameButton('Patrick Mahomes'));
    const drawer = await screen.findByRole('dialog', { name: 'Patrick Mahomes' });
    expect(within(drawer).getByText('Bench Mob')).toBeInTheDocument();
    expect(within(drawer).getByText('Average PPG')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('trend-label')).toBeNull();
    const weekly = within(drawer).getByRole('list', { name: 'Weekly Performance' });
    expect(within(weekly).getAllByRole('listitem')).toHaveLength(17);
    // The opponents come from the season's NFL schedule (none in this test): the week alone.
    expect(within(weekly).getAllByRole('listitem')[0].textContent).toBe('Week 120.3 Pts');
    expect(within(weekly).getAllByRole('listitem')[2].textContent).toBe('Week 3-');
    // The row did not expand: the name opens the drawer only.
    expect(screen.queryByRole('group', { name: 'Patrick Mahomes, weekly scores' })).toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(nameButton('Travis Kelce'));
    expect(within(await screen.findByRole('dialog', { name: 'Travis Kelce' })).getByTestId('trend-label')).toHaveTextContent('1W');
  });

  it("an error shows the spec's text with Try Again", async () => {
    apiMock.answer = () => {
      throw new ApiError('HTTP 500: Internal Server Error', 500);
    };
    renderTopPlayers();
    expect(await screen.findByRole('heading', { name: 'Error Loading Top Players' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch players')).toBeInTheDocument();
    apiMock.answer = () => answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await table()).toBeInTheDocument();
  });

  it("a network failure reads 'Network error while fetching players'; the server's own text is kept", async () => {
    apiMock.answer = () => {
      throw new ApiError('Network error: Failed to fetch', 0);
    };
    renderTopPlayers();
    expect(await screen.findByText('Network error while fetching players')).toBeInTheDocument();
  });

  it('marks a stale answer with when it was fetched', async () => {
    apiMock.answer = () => answer(PLAYERS, { stale: true, syncedAt: '2026-11-22T18:30:00Z', message: 'MFL is down' });
    renderTopPlayers();
    const stale = await screen.findByTestId('stale-data');
    expect(within(stale).getByText('MFL is down')).toBeInTheDocument();
  });

  it("without a route league uses the header's; without any: 'Select a league from the header to view Top Players.'", async () => {
    window.localStorage.setItem(SELECTED_LEAGUE_STORAGE_KEY, '35112');
    apiMock.answer = () => answer();
    const { unmount } = renderTopPlayers('/top-players');
    await table();
    expect(apiMock.calls[0].body).toMatchObject({ leagueId: '35112' });
    unmount();

    apiMock.reset();
    mock.tables.user_leagues = [];
    window.localStorage.clear();
    renderTopPlayers('/top-players');
    expect(await screen.findByText('Select a league from the header to view Top Players.')).toBeInTheDocument();
    expect(apiMock.calls).toHaveLength(0);
  });

  it('another league starts again with its own list on page 1', async () => {
    apiMock.answer = (_path, query) =>
      (query as { leagueId: string }).leagueId === '61408' ? answer() : answer(PLAYERS.slice(0, 3), { leagueId: '35112' });
    const { router } = renderTopPlayers();
    await table();
    await userEvent.click(pagerButton('Next page'));
    expect(count()).toBe('Showing 51 to 100 of 120 results');
    await router!.navigate('/top-players/35112');
    await waitFor(() => expect(count()).toBe('Showing 1 to 3 of 3 results'));
  });
  it("labels each week with the opponent from the NFL schedule: 'vs' at home, '@' away, BYE", async () => {
    mock.tables.nfl_schedules = [
      { week: 1, home_team: 'MIN', away_team: 'BUF' },
      { week: 2, home_team: 'DEN', away_team: 'MIN' },
    ];
    apiMock.answer = () => answer();
    renderTopPlayers();
    await table();
    await userEvent.click(nameButton('Patrick Mahomes'));
    const weekly = within(await screen.findByRole('dialog', { name: 'Patrick Mahomes' })).getByRole('list', { name: 'Weekly Performance' });
    await waitFor(() => expect(within(weekly).getAllByRole('listitem')[0].textContent).toBe('Week 1 vs BUF20.3 Pts'));
    expect(within(weekly).getAllByRole('listitem')[1].textContent).toMatch(/^Week 2 @ DEN/);
    expect(within(weekly).getAllByRole('listitem')[2].textContent).toMatch(/^Week 3 BYE/);
    expect(mock.tableCalls.some((c) => c.table === 'nfl_schedules' && c.method === 'or')).toBe(true);
  });
  it("warns 'No franchises synced' when the league's franchises are not synced", async () => {
    apiMock.answer = () => answer(PLAYERS, { franchiseNames: {} });
    renderTopPlayers();
    await table();
    expect(screen.getByText('No franchises synced')).toBeInTheDocument();
  });
});
