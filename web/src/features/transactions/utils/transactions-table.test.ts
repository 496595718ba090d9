import { describe, expect, it } from 'vitest';
import type { Transaction } from '@contracts/league-transactions.ts';
import {
  clearFilters,
  countText,
  DEFAULT_VIEW,
  filterRows,
  hasFilters,
  sortRows,
  teamOptions,
  toggleSort,
  transactionRows,
  typeOptions,
  updateView,
} from './transactions-table';

const NAMES = { '0001': 'Gazette Giants', '0002': 'Bench Mob', '0003': 'Punt Pirates' };

function tx(id: string, type: string, date: string | null, extra: Partial<Transaction> = {}): Transaction {
  return { id, transaction_type: type, transaction_date: date, franchise_id: '0001', transaction_assets: [], ...extra };
}

const TRADE = tx('1', 'TRADE', '2026-10-01T12:00:00Z', {
  franchise2_id: '0002',
  comments: 'Deadline deal',
  transaction_assets: [
    { direction: 'GAVE_UP', franchise_id: '0001', asset_type: 'PLAYER', asset_id: '15000', player_name: 'Puka Nacua' },
    { direction: 'RECEIVED', franchise_id: '0002', asset_type: 'PLAYER', asset_id: '15000', player_name: 'Puka Nacua' },
    { direction: 'GAVE_UP', franchise_id: '0002', asset_type: 'DRAFT_PICK', draft_year: 2027, draft_round: 1, draft_position: 4 },
    { direction: 'RECEIVED', franchise_id: '0001', asset_type: 'DRAFT_PICK', draft_year: 2027, draft_round: 1, draft_position: 4 },
  ],
});
const WAIVER = tx('2', 'BBID_WAIVER', '2026-10-03T08:00:00Z', {
  franchise_id: '0003',
  bid_amount: 12.4,
  transaction_assets: [
    { direction: 'RECEIVED', franchise_id: '0003', asset_type: 'PLAYER', player_name: 'Jaxon Smith-Njigba' },
    { direction: 'GAVE_UP', franchise_id: '0003', asset_type: 'MONEY', asset_value: 12.4 },
  ],
});
const DROP = tx('3', 'DROP', '2026-09-20T08:00:00Z', {
  transaction_assets: [{ direction: 'GAVE_UP', franchise_id: '0001', asset_type: 'PLAYER', player_name: 'Travis Kelce' }],
});
const UNDATED = tx('4', 'SURVIVOR_PICK', null, { franchise_id: '0009', description: 'pick: NEP; week: 3' });

const ROWS = transactionRows([TRADE, WAIVER, DROP, UNDATED], NAMES);

describe('transactionRows', () => {
  it('names the teams, the type and what each side gave up and received', () => {
    const trade = ROWS[0];
    expect(trade.teams).toEqual(['Gazette Giants', 'Bench Mob']);
    expect(trade.typeLabel).toBe('Trade');
    expect(trade.gaveUp).toEqual([
      { team: 'Gazette Giants', labels: ['Puka Nacua'] },
      { team: 'Bench Mob', labels: ['2027 Round 1, Pick 4'] },
    ]);
    expect(trade.received).toEqual([
      { team: 'Bench Mob', labels: ['Puka Nacua'] },
      { team: 'Gazette Giants', labels: ['2027 Round 1, Pick 4'] },
    ]);
  });

  it('one team: no team names in the asset cells; a waiver bid in whole dollars', () => {
    const waiver = ROWS[1];
    expect(waiver.received).toEqual([{ team: null, labels: ['Jaxon Smith-Njigba'] }]);
    expect(waiver.gaveUp).toEqual([{ team: null, labels: ['$12'] }]);
  });

  it('a franchise without a synced name, an unknown type shown raw with what MFL sent, an undated move', () => {
    expect(ROWS[3].teams).toEqual(['Franchise 0009']);
    expect(ROWS[3].typeLabel).toBe('SURVIVOR_PICK');
    expect(ROWS[3].details).toBe('pick: NEP; week: 3');
    expect(ROWS[3].time).toBe(-Infinity);
    expect(ROWS[0].details).toBeNull();
  });

  it('moves that are no exchange say what happened: auctions, IR, taxi squad, roster loads', () => {
    const player = (direction: string, name: string) => ({ direction, franchise_id: '0001', asset_type: 'PLAYER', player_name: name });
    const dollars = (value: number) => ({ direction: 'GAVE_UP', franchise_id: '0001', asset_type: 'MONEY', asset_value: value });
    const [bid, won, ir, taxi, load] = transactionRows([
      tx('a', 'AUCTION_BID', null, { bid_amount: 25, transaction_assets: [player('RECEIVED', 'Puka Nacua'), dollars(25)] }),
      tx('b', 'AUCTION_WON', null, { bid_amount: 425000, transaction_assets: [player('RECEIVED', 'Puka Nacua'), dollars(425000)] }),
      tx('c', 'IR', null, { transaction_assets: [player('RECEIVED', 'Josh Allen'), player('GAVE_UP', 'Travis Kelce')] }),
      tx('d', 'TAXI', null, { transaction_assets: [player('RECEIVED', 'Rookie One'), player('GAVE_UP', 'Rookie Two')] }),
      tx('e', 'LOAD_ROSTERS', null, { transaction_assets: [player('RECEIVED', 'Loaded Guy'), player('GAVE_UP', 'Removed Guy')] }),
    ], NAMES);
    expect([bid.typeLabel, bid.received[0].labels, bid.gaveUp[0].labels]).toEqual(['Auction Bid', ['Puka Nacua (bid on)'], ['$25 bid']]);
    expect([won.typeLabel, won.received[0].labels, won.gaveUp[0].labels]).toEqual(['Auction Won', ['Puka Nacua (won at auction)'], ['$425,000 paid']]);
    expect([ir.typeLabel, ir.received[0].labels, ir.gaveUp[0].labels]).toEqual(['IR Move', ['Josh Allen (from IR)'], ['Travis Kelce (to IR)']]);
    expect([taxi.received[0].labels, taxi.gaveUp[0].labels]).toEqual([['Rookie One (promoted from taxi squad)'], ['Rookie Two (demoted to taxi squad)']]);
    expect([load.typeLabel, load.received[0].labels, load.gaveUp[0].labels]).toEqual(['Roster Load', ['Loaded Guy (loaded)'], ['Removed Guy (removed)']]);
  });
});

describe('search and filters', () => {
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  const filter = (change: Partial<typeof DEFAULT_VIEW>) => ids(filterRows(ROWS, { ...DEFAULT_VIEW, ...change }));

  it('searches team names, player names, type labels and comments, case-insensitively', () => {
    expect(filter({ search: 'bench mob' })).toEqual(['1']);
    expect(filter({ search: 'KELCE' })).toEqual(['3']);
    expect(filter({ search: 'waiver claim' })).toEqual(['2']);
    expect(filter({ search: 'deadline' })).toEqual(['1']);
    expect(filter({ search: 'puka giants' })).toEqual(['1']);
    expect(filter({ search: 'nobody' })).toEqual([]);
    // what MFL sent of a type the server does not read
    expect(filter({ search: 'NEP' })).toEqual(['4']);
    expect(filter({ search: '  ' })).toEqual(['1', '2', '3', '4']);
  });

  it('filters by a team on either side and by type, together with the search', () => {
    expect(filter({ team: '0002' })).toEqual(['1']);
    expect(filter({ team: '0001' })).toEqual(['1', '3']);
    expect(filter({ type: 'DROP' })).toEqual(['3']);
    expect(filter({ team: '0001', type: 'TRADE', search: 'kelce' })).toEqual([]);
  });

  it('offers the synced teams and the types that occur, by name', () => {
    expect(teamOptions(ROWS, NAMES).map((o) => o.label)).toEqual(['Bench Mob', 'Franchise 0009', 'Gazette Giants', 'Punt Pirates']);
    expect(typeOptions(ROWS)).toEqual([
      { value: 'DROP', label: 'Drop Player' },
      { value: 'SURVIVOR_PICK', label: 'SURVIVOR_PICK' },
      { value: 'TRADE', label: 'Trade' },
      { value: 'BBID_WAIVER', label: 'Waiver Claim' },
    ]);
  });
});

describe('sorting', () => {
  const ids = (sort: typeof DEFAULT_VIEW.sort) => sortRows(ROWS, sort).map((r) => r.id);

  it('defaults to date descending, undated last', () => {
    expect(ids(DEFAULT_VIEW.sort)).toEqual(['2', '1', '3', '4']);
    expect(ids({ column: 'date', direction: 'asc' })).toEqual(['4', '3', '1', '2']);
  });

  it('sorts by type label, teams and comments; ties newest first', () => {
    expect(ids({ column: 'type', direction: 'asc' })).toEqual(['3', '4', '1', '2']);
    expect(ids({ column: 'teams', direction: 'asc' })).toEqual(['4', '3', '1', '2']);
    expect(ids({ column: 'comments', direction: 'desc' })).toEqual(['1', '2', '3', '4']);
  });

  it('a new column starts descending for dates, ascending for text; the same column flips', () => {
    expect(toggleSort(DEFAULT_VIEW.sort, 'date')).toEqual({ column: 'date', direction: 'asc' });
    expect(toggleSort(DEFAULT_VIEW.sort, 'type')).toEqual({ column: 'type', direction: 'asc' });
    expect(toggleSort({ column: 'type', direction: 'asc' }, 'date')).toEqual({ column: 'date', direction: 'desc' });
  });
});

describe('paging and the view', () => {
  it('every search, filter or sort change goes back to page 1; paging keeps them', () => {
    const onPage3 = { ...DEFAULT_VIEW, page: 3 };
    expect(updateView(onPage3, { search: 'kelce' })).toMatchObject({ search: 'kelce', page: 1 });
    expect(updateView(onPage3, { team: '0001' })).toMatchObject({ team: '0001', page: 1 });
    expect(updateView(onPage3, { type: 'ADD' })).toMatchObject({ type: 'ADD', page: 1 });
    expect(updateView({ ...onPage3, type: 'ADD' }, { page: 2 })).toMatchObject({ type: 'ADD', page: 2 });
  });

  it('Clear Filters empties search, team and type and keeps the sort', () => {
    const view = { search: 'x', team: '0001', type: 'ADD', sort: { column: 'type' as const, direction: 'asc' as const }, page: 2 };
    expect(hasFilters(view)).toBe(true);
    const cleared = clearFilters(view);
    expect(cleared).toEqual({ ...DEFAULT_VIEW, sort: view.sort });
    expect(hasFilters(cleared)).toBe(false);
  });

  it('counts shown vs total', () => {
    expect(countText(1, 60, 60)).toBe('Showing 1–25 of 60 transactions');
    expect(countText(3, 60, 60)).toBe('Showing 51–60 of 60 transactions');
    expect(countText(1, 12, 60)).toBe('Showing 1–12 of 12 matching (60 in total)');
    expect(countText(1, 0, 60)).toBe('No transactions match (60 in total)');
    expect(countText(1, 1, 1)).toBe('Showing 1–1 of 1 transaction');
  });
});
