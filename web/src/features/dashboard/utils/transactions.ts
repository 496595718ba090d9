/** Spec 01 §9: five transactions are fetched per league, three are shown. */
export const RECENT_TRANSACTIONS_FETCHED = 5;
export const RECENT_TRANSACTIONS_SHOWN = 3;

/** The newest three of a newest-first list. */
export function recentTransactions<T>(newestFirst: readonly T[]): T[] {
  return newestFirst.slice(0, RECENT_TRANSACTIONS_SHOWN);
}
