import type { Transaction, TransactionAsset } from '@contracts/league-transactions.ts';
import { assetLabel } from '@/data/league/transaction-assets';
import { transactionTypeLabel } from '@/data/league/transaction-types';
import { pageRange } from '@/lib/pagination';

/** Spec 02 §9: 25 transactions a page. */
export const TRANSACTIONS_PAGE_SIZE = 25;

/** What one franchise gave up or received in a transaction; `team` is named only when two teams took part. */
export interface AssetGroup {
  team: string | null;
  labels: string[];
}

/** A transaction as the table shows it and searches it. */
export interface TransactionRow {
  id: string;
  date: string | null;
  /** Milliseconds, for sorting; -Infinity when the date is missing or unreadable (sorted as the oldest). */
  time: number;
  type: string;
  typeLabel: string;
  /** Franchise ids that took part: the transaction's one or two and any on its assets. */
  teamIds: string[];
  teams: string[];
  gaveUp: AssetGroup[];
  received: AssetGroup[];
  /** MFL's fields in words for a move without assets (a type the server does not read); null otherwise. */
  details: string | null;
  comments: string;
  /** Lower-case text the search looks in: team and player names, type label, comments. */
  haystack: string;
}

export type SortColumn = 'date' | 'type' | 'teams' | 'comments';
export type SortDirection = 'asc' | 'desc';

export interface TransactionsView {
  search: string;
  /** A franchise id, or null for every team. */
  team: string | null;
  /** A transaction type as the server names it, or null for every type. */
  type: string | null;
  sort: { column: SortColumn; direction: SortDirection };
  /** 1-based. */
  page: number;
}

/** Spec 02 §9: newest first, first page, nothing filtered. */
export const DEFAULT_VIEW: TransactionsView = { search: '', team: null, type: null, sort: { column: 'date', direction: 'desc' }, page: 1 };

/** A franchise's name, or 'Franchise 0003' when none is synced. */
export function teamName(franchiseId: string, franchiseNames: Readonly<Record<string, string>>): string {
  return Object.hasOwn(franchiseNames, franchiseId) ? franchiseNames[franchiseId] : `Franchise ${franchiseId}`;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function assetGroups(
  assets: readonly TransactionAsset[],
  transactionType: string,
  direction: string,
  teamIds: readonly string[],
  franchiseNames: Readonly<Record<string, string>>,
): AssetGroup[] {
  const mine = assets.filter((a) => a.direction === direction);
  const label = (asset: TransactionAsset) => assetLabel(asset, transactionType);
  if (teamIds.length < 2) return mine.length ? [{ team: null, labels: mine.map(label) }] : [];
  const byTeam = new Map<string, string[]>();
  for (const asset of mine) {
    const key = asset.franchise_id ?? '';
    byTeam.set(key, [...(byTeam.get(key) ?? []), label(asset)]);
  }
  return [...byTeam.entries()].map(([id, labels]) => ({ team: id ? teamName(id, franchiseNames) : null, labels }));
}

/** The table's rows of a season's transactions (spec 02 §2 columns and asset display). */
export function transactionRows(transactions: readonly Transaction[], franchiseNames: Readonly<Record<string, string>>): TransactionRow[] {
  return transactions.map((tx) => {
    const assets = tx.transaction_assets;
    const teamIds = unique(
      [tx.franchise_id, tx.franchise2_id, ...assets.map((a) => a.franchise_id)].filter((id): id is string => !!id),
    );
    const teams = teamIds.map((id) => teamName(id, franchiseNames));
    const typeLabel = transactionTypeLabel(tx.transaction_type);
    const comments = tx.comments?.trim() ?? '';
    const parsed = tx.transaction_date ? Date.parse(tx.transaction_date) : NaN;
    const players = assets.map((a) => a.player_name).filter((name): name is string => !!name);
    const details = assets.length === 0 ? tx.description?.trim() || null : null;
    return {
      id: tx.id,
      date: tx.transaction_date,
      time: Number.isNaN(parsed) ? -Infinity : parsed,
      type: tx.transaction_type,
      typeLabel,
      teamIds,
      teams,
      gaveUp: assetGroups(assets, tx.transaction_type, 'GAVE_UP', teamIds, franchiseNames),
      received: assetGroups(assets, tx.transaction_type, 'RECEIVED', teamIds, franchiseNames),
      details,
      comments,
      haystack: [...teams, ...players, typeLabel, tx.transaction_type, details ?? '', comments].join('\n').toLowerCase(),
    };
  });
}

/** Free-text search (spec 02 §2): every word must appear in a team or player name, the type label or the comments. */
export function matchesSearch(row: TransactionRow, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => row.haystack.includes(word));
}

/** The rows the search and the team and type filters let through. */
export function filterRows(rows: readonly TransactionRow[], view: Pick<TransactionsView, 'search' | 'team' | 'type'>): TransactionRow[] {
  return rows.filter(
    (row) =>
      (view.team === null || row.teamIds.includes(view.team)) &&
      (view.type === null || row.type === view.type) &&
      matchesSearch(row, view.search),
  );
}

const TEXT = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareBy(column: SortColumn, a: TransactionRow, b: TransactionRow): number {
  switch (column) {
    case 'date':
      return a.time === b.time ? 0 : a.time < b.time ? -1 : 1;
    case 'type':
      return TEXT.compare(a.typeLabel, b.typeLabel);
    case 'teams':
      return TEXT.compare(a.teams.join(', '), b.teams.join(', '));
    case 'comments':
      return TEXT.compare(a.comments, b.comments);
  }
}

/** Sorted by one column; ties newest first, so equal types or teams still read in date order. */
export function sortRows(rows: readonly TransactionRow[], sort: TransactionsView['sort']): TransactionRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareBy(sort.column, a, b) || -compareBy('date', a, b));
}

/** Clicking a column's header: a new column starts descending for dates, ascending for text; the same one flips. */
export function toggleSort(current: TransactionsView['sort'], column: SortColumn): TransactionsView['sort'] {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'date' ? 'desc' : 'asc' };
}

/**
 * A change of the search or a filter starts again at page 1 (spec 02 §2); a new sort does too, so
 * the first of the new order is in view. Only paging keeps the rest.
 */
export function updateView(view: TransactionsView, change: Partial<Omit<TransactionsView, 'page'>> | { page: number }): TransactionsView {
  if ('page' in change) return { ...view, page: change.page };
  return { ...view, ...change, page: 1 };
}

/** Clear Filters: search, team and type back to none; the sort stays. */
export function clearFilters(view: TransactionsView): TransactionsView {
  return { ...view, search: '', team: null, type: null, page: 1 };
}

export function hasFilters(view: Pick<TransactionsView, 'search' | 'team' | 'type'>): boolean {
  return view.search.trim() !== '' || view.team !== null || view.type !== null;
}

/** Shown vs total: 'Showing 26–40 of 40 transactions', '… of 12 matching (40 in total)', 'No transactions match (40 in total)'. */
export function countText(page: number, matching: number, total: number, pageSize = TRANSACTIONS_PAGE_SIZE): string {
  const ofTotal = matching === total ? `${total} transaction${total === 1 ? '' : 's'}` : `${matching} matching (${total} in total)`;
  if (matching === 0) return total === 0 ? 'No transactions' : `No transactions match (${total} in total)`;
  const { from, to } = pageRange(page, matching, pageSize);
  return `Showing ${from}–${to} of ${ofTotal}`;
}

export interface Option {
  value: string;
  label: string;
}

/** The team filter's choices: every synced franchise, and any other that appears, by name. */
export function teamOptions(rows: readonly TransactionRow[], franchiseNames: Readonly<Record<string, string>>): Option[] {
  const ids = unique([...Object.keys(franchiseNames), ...rows.flatMap((row) => row.teamIds)]);
  return ids.map((id) => ({ value: id, label: teamName(id, franchiseNames) })).sort((a, b) => TEXT.compare(a.label, b.label));
}

/** The type filter's choices: the types that occur, by label. */
export function typeOptions(rows: readonly TransactionRow[]): Option[] {
  const types = unique(rows.map((row) => row.type));
  return types.map((type) => ({ value: type, label: transactionTypeLabel(type) })).sort((a, b) => TEXT.compare(a.label, b.label));
}
