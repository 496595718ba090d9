import { describe, expect, it } from 'vitest';
import {
  RECENT_TRANSACTIONS_FETCHED,
  RECENT_TRANSACTIONS_SHOWN,
  recentTransactions,
  transactionTypeLabel,
} from './transactions';

describe('transactionTypeLabel (spec 01 §3)', () => {
  it.each([
    ['TRADE', 'Trade'],
    ['BBID_WAIVER', 'Waiver Claim'],
    ['LOAD_ROSTERS', 'Roster Load'],
    ['DROP', 'Drop Player'],
    ['ADD', 'Add Player'],
  ])('%s → %s', (type, label) => {
    expect(transactionTypeLabel(type)).toBe(label);
  });

  it('shows an unknown type raw', () => {
    expect(transactionTypeLabel('TRADE_PROPOSAL')).toBe('TRADE_PROPOSAL');
    expect(transactionTypeLabel('FREE_AGENT')).toBe('FREE_AGENT');
    expect(transactionTypeLabel('IR')).toBe('IR');
    expect(transactionTypeLabel('toString')).toBe('toString');
  });
});

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
