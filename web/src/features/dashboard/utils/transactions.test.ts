import { describe, expect, it } from 'vitest';
import { RECENT_TRANSACTIONS_FETCHED, RECENT_TRANSACTIONS_SHOWN, recentTransactions } from './transactions';

describe('recentTransactions (spec 01 §9: 5 fetched, 3 shown)', () => {
  it('keeps the newest three of the five', () => {
    expect(RECENT_TRANSACTIONS_FETCHED).toBe(5);
    expect(RECENT_TRANSACTIONS_SHOWN).toBe(3);
    expect(recentTransactions(['t5', 't4', 't3', 't2', 't1'])).toEqual(['t5', 't4', 't3']);
  });

  it('keeps what there is when fewer arrive', () => {
    expect(recentTransactions(['t2', 't1'])).toEqual(['t2', 't1']);
    expect(recentTransactions([])).toEqual([]);
  });
});
