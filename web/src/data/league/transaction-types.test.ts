import { describe, expect, it } from 'vitest';
import { transactionTypeLabel } from './transaction-types';

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
