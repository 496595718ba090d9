import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@contracts/league-transactions.ts';
import { routePatterns } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { SELECTED_LEAGUE_STORAGE_KEY } from '@/lib/selected-league';
import { supabase } from '@/lib/supabase';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, profileRow, type SupabaseMock, userLeague } from '@/test/supabase-mock';
import { TransactionsScreen } from './transactions-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

const connected = profileRow({ has_mfl_cookie: true, mfl_cookie_expires_at: '2999-01-01T00:00:00Z' });
const NAMES = { '0001': 'Gazette Giants', '0002': 'Bench Mob', '0003': 'Punt Pirates' };

/** 30 moves, one a day from Sep 1: adds for Giants and Mob by turns, then a trade and a waiver claim. */
function season(): Transaction[] {
  const adds = Array.from({ length: 28 }, (_, i): Transaction => ({
    id: String(i + 1),
    transaction_type: 'ADD',
    transaction_date: new Date(Date.UTC(2026, 8, 1 + i, 12)).toISOString(),
    franchise_id: i % 2 ? '0002' : '0001',
    transaction_assets: [{ direction: 'RECEIVED', asset_type: 'PLAYER', player_name: `Player ${i + 1}` }],
  }));
  const trade: Transaction = {
    id: '29',
    transaction_type: 'TRADE',
    transaction_date: '2026-10-10T12:00:00Z',
    franchise_id: '0001',
    franchise2_id: '0003',
    comments: 'Deadline deal',
    transaction_assets: [
      { direction: 'GAVE_UP', franchise_id: '0001', asset_type: 'PLAYER', player_name: 'Puka Nacua' },
      { direction: 'RECEIVED', franchise_id: '0003', asset_type: 'PLAYER', player_name: 'Puka Nacua' },
      { direction: 'GAVE_UP', franchise_id: '0003', asset_type: 'DRAFT_PICK', draft_year: 2027, draft_round: 2 },
      { direction: 'RECEIVED', franchise_id: '0001', asset_type: 'DRAFT_PICK', draft_year: 2027, draft_round: 2 },
    ],
  };
  const waiver: Transaction = {
    id: '30',
    transaction_type: 'BBID_WAIVER',
    transaction_date: '2026-10-11T12:00:00Z',
    franchise_id: '0002',
    bid_amount: 17.6,
    transaction_assets: [
      { direction: 'RECEIVED', franchise_id: '0002', asset_type: 'PLAYER', player_name: 'Jaxon Smith-Njigba' },
      { direction: 'GAVE_UP', franchise_id: '0002', asset_type: 'MONEY', asset_value: 17.6 },
    ],
  };
  // Newest first, as the server answers.
  return [waiver, trade, ...adds.reverse()];
}

function answer(extra: Record<string, unknown> = {}) {
  const transactions = season();
  return {
    success: true,
    leagueId: '61408',
    leagueName: 'Gridiron Gazette League',
    year: 2026,
    transactions,
    franchiseNames: NAMES,
    stats: { total_franchises: 3, total_transactions: transactions.length, returned: transactions.length },
    ...extra,
  };
}

function renderTransactions(route = '/league-transactions/61408') {
  const routes = [
    { path: routePatterns.leagueView('league-transactions'), element: <TransactionsScreen /> },
    { path: '/settings', element: <p>Settings page</p> },
  ];
  return render(null, { auth: fakeAuth({ session: fakeSession(), profile: connected }), route, routes });
}

const table = () => screen.findByRole('table', { name: 'Transactions' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const ids = (t: HTMLElement) => bodyRows(t).map((tr) => tr.getAttribute('data-transaction-id'));
const count = () => screen.getByTestId('transactions-count');

beforeEach(() => {
  mock.reset();
  apiMock.reset();
  window.localStorage.clear();
  mock.tables.user_leagues = [userLeague('61408', 'Gazette'), userLeague('35112', 'Funday')];
});

describe('TransactionsScreen', () => {
  it('asks for the whole season and shows it newest first, 25 a page, with shown vs total', async () => {
    apiMock.answer = () => answer();
    renderTransactions();
    expect(screen.getByRole('status', { name: 'Loading transactions' })).toBeInTheDocument();
    const t = await table();
    expect(apiMock.calls).toEqual([{ method: 'GET', path: '/api/league-transactions', body: { leagueId: '61408' } }]);
    expect(screen.getByRole('heading', { name: 'League Transactions' })).toBeInTheDocument();
    expect(within(t).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Date', 'Type', 'Teams', 'Gave Up', 'Received', 'Comments',
    ]);
    expect(bodyRows(t)).toHaveLength(25);
    expect(ids(t).slice(0, 3)).toEqual(['30', '29', '28']);
    expect(within(t).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    expect(count()).toHaveTextContent('Showing 1–25 of 30 transactions');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows(t)).toHaveLength(5);
    expect(count()).toHaveTextContent('Showing 26–30 of 30 transactions');
  });

  it('shows assets: players, picks by round, bids as whole dollars, per team in a trade', async () => {
    apiMock.answer = () => answer();
    renderTransactions();
    const t = await table();
    const [waiver, trade] = bodyRows(t);
    expect(within(waiver).getByText('Waiver Claim')).toBeInTheDocument();
    expect(waiver.querySelector('[data-column="gave-up"]')).toHaveTextContent('$18');
    expect(waiver.querySelector('[data-column="received"]')).toHaveTextContent('Jaxon Smith-Njigba');
    expect(trade.querySelector('[data-column="teams"]')).toHaveTextContent('Gazette GiantsPunt Pirates');
    expect(trade.querySelector('[data-column="gave-up"]')).toHaveTextContent('Gazette GiantsPuka NacuaPunt Pirates2027 Round 2');
    expect(within(trade).getByText('Deadline deal')).toBeInTheDocument();
  });

  it('auction, IR and taxi moves read in words; a type the server does not read shows its raw name and what MFL sent', async () => {
    const move = (id: string, type: string, extra: Partial<Transaction>): Transaction => ({
      id, transaction_type: type, transaction_date: `2026-03-2${id}T12:00:00Z`, franchise_id: '0001', transaction_assets: [], ...extra,
    });
    const transactions = [
      move('5', 'AUCTION_BID', { bid_amount: 2500000, transaction_assets: [
        { direction: 'RECEIVED', franchise_id: '0001', asset_type: 'PLAYER', player_name: 'Puka Nacua' },
        { direction: 'GAVE_UP', franchise_id: '0001', asset_type: 'MONEY', asset_value: 2500000 },
      ] }),
      move('4', 'IR', { transaction_assets: [{ direction: 'GAVE_UP', franchise_id: '0001', asset_type: 'PLAYER', player_name: 'Travis Kelce' }] }),
      move('3', 'TAXI', { transaction_assets: [{ direction: 'RECEIVED', franchise_id: '0001', asset_type: 'PLAYER', player_name: 'Rookie Runner' }] }),
      move('2', 'SURVIVOR_PICK', { description: 'pick: NEP; week: 3' }),
    ];
    apiMock.answer = () => answer({ transactions, stats: { total_franchises: 3, total_transactions: 4, returned: 4 } });
    renderTransactions();
    const [bid, ir, taxi, unknown] = bodyRows(await table());
    expect(within(bid).getByText('Auction Bid')).toBeInTheDocument();
    expect(bid.querySelector('[data-column="received"]')).toHaveTextContent('Puka Nacua (bid on)');
    expect(bid.querySelector('[data-column="gave-up"]')).toHaveTextContent('$2,500,000 bid');
    expect(ir.querySelector('[data-column="gave-up"]')).toHaveTextContent('Travis Kelce (to IR)');
    expect(taxi.querySelector('[data-column="received"]')).toHaveTextContent('Rookie Runner (promoted from taxi squad)');
    expect(within(unknown).getByText('SURVIVOR_PICK')).toBeInTheDocument();
    expect(unknown.querySelector('[data-column="details"]')).toHaveTextContent('pick: NEP; week: 3');
  });

  it('searches and filters, each change back to page 1; Clear Filters shows everything again', async () => {
    apiMock.answer = () => answer();
    renderTransactions();
    const t = await table();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(count()).toHaveTextContent('Showing 26–30');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'puka');
    expect(ids(t)).toEqual(['29']);
    expect(count()).toHaveTextContent('Showing 1–1 of 1 matching (30 in total)');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(count()).toHaveTextContent('Showing 1–25 of 30 transactions');

    await userEvent.click(screen.getByLabelText('Type', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Waiver Claim' }));
    expect(ids(t)).toEqual(['30']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await userEvent.click(screen.getByLabelText('Team', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Punt Pirates' }));
    expect(ids(t)).toEqual(['29']);

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'nobody');
    expect(screen.getByText('No transactions match your search and filters.')).toBeInTheDocument();
    expect(count()).toHaveTextContent('No transactions match (30 in total)');
  });

  it('sorts by a column header; the same header again flips the order', async () => {
    apiMock.answer = () => answer();
    renderTransactions();
    const t = await table();
    await userEvent.click(within(t).getByRole('button', { name: 'Type' }));
    expect(within(t).getByRole('columnheader', { name: 'Type' })).toHaveAttribute('aria-sort', 'ascending');
    expect(ids(t).slice(0, 2)).toEqual(['28', '27']);
    await userEvent.click(within(t).getByRole('button', { name: 'Date' }));
    await userEvent.click(within(t).getByRole('button', { name: 'Date' }));
    expect(within(t).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
    expect(ids(t).slice(0, 2)).toEqual(['1', '2']);
  });

  it('warns when no franchises are synced and names teams by franchise ID', async () => {
    apiMock.answer = () => answer({ franchiseNames: {}, stats: { total_franchises: 0, total_transactions: 1, returned: 1 } });
    renderTransactions();
    const t = await table();
    expect(screen.getByText('No franchises synced')).toBeInTheDocument();
    expect(within(bodyRows(t)[0]).getByText('Franchise 0002')).toBeInTheDocument();
  });

  it('warns of unsynced franchises in the empty state too', async () => {
    apiMock.answer = () =>
      answer({ transactions: [], franchiseNames: {}, stats: { total_franchises: 0, total_transactions: 0, returned: 0 } });
    renderTransactions();
    expect(await screen.findByRole('heading', { name: 'No Transactions' })).toBeInTheDocument();
    expect(screen.getByText('No franchises synced')).toBeInTheDocument();
  });

  it("error: 'Error Loading Transactions' with Try Again and Choose Different League", async () => {
    apiMock.answer = () => {
      throw new ApiError('HTTP 502: Bad Gateway', 502);
    };
    renderTransactions();
    expect(await screen.findByRole('heading', { name: 'Error Loading Transactions' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch transactions data')).toBeInTheDocument();
    // In the header and again under the error.
    expect(screen.getAllByRole('button', { name: 'Choose Different League' })).toHaveLength(2);
    apiMock.answer = () => answer();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('Choose Different League opens the same view for another of the user’s leagues', async () => {
    apiMock.answer = (_path, query) => answer({ leagueId: (query as { leagueId: string }).leagueId });
    const { router } = renderTransactions();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Different League' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Funday' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/league-transactions/35112'));
    await waitFor(() => expect(apiMock.calls.at(-1)?.body).toEqual({ leagueId: '35112' }));
    // The route's league becomes the header's choice too.
    await waitFor(() => expect(window.localStorage.getItem(SELECTED_LEAGUE_STORAGE_KEY)).toBe('35112'));
  });

  it("without any league: 'Select a league from the header to view Transactions.'", async () => {
    mock.tables.user_leagues = [];
    renderTransactions('/league-transactions');
    expect(await screen.findByText('Select a league from the header to view Transactions.')).toBeInTheDocument();
    expect(apiMock.calls).toHaveLength(0);
  });
});
