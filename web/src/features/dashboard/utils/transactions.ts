/** Spec 01 §3: the dashboard's labels; any other type is shown as the server names it. */
export const TRANSACTION_TYPE_LABELS: Readonly<Record<string, string>> = {
  TRADE: 'Trade',
  BBID_WAIVER: 'Waiver Claim',
  LOAD_ROSTERS: 'Roster Load',
  DROP: 'Drop Player',
  ADD: 'Add Player',
};

export function transactionTypeLabel(type: string): string {
  return Object.hasOwn(TRANSACTION_TYPE_LABELS, type) ? TRANSACTION_TYPE_LABELS[type] : type;
}

/** Spec 01 §9: five transactions are fetched per league, three are shown. */
export const RECENT_TRANSACTIONS_FETCHED = 5;
export const RECENT_TRANSACTIONS_SHOWN = 3;

/** The newest three of a newest-first list. */
export function recentTransactions<T>(newestFirst: readonly T[]): T[] {
  return newestFirst.slice(0, RECENT_TRANSACTIONS_SHOWN);
}
