import { describe, expect, it } from 'vitest';
import { transactionTypeLabel } from './transaction-types';

describe('transactionTypeLabel (spec 01 §3)', () => {
  it.each([
    ['TRADE', 'Trade'],
    ['BBID_WAIVER', 'Waiver Claim'],
    ['LOAD_ROSTERS', 'Roster Load'],
    ['DROP', 'Drop Player'],
    ['ADD', 'Add Player'],
    ['WAIVER', 'Waiver'],
    ['IR', 'IR Move'],
    ['TAXI', 'Taxi Squad'],
    ['AUCTION_INIT', 'Auction Nomination'],
    ['AUCTION_BID', 'Auction Bid'],
    ['AUCTION_WON', 'Auction Won'],
  ])('%s → %s', (type, label) => {
    expect(transactionTypeLabel(type)).toBe(label);
  });

  it('shows an unknown type raw', () => {
    expect(transactionTypeLabel('TRADE_PROPOSAL')).toBe('TRADE_PROPOSAL');
    expect(transactionTypeLabel('FREE_AGENT')).toBe('FREE_AGENT');
    expect(transactionTypeLabel('SURVIVOR_PICK')).toBe('SURVIVOR_PICK');
    expect(transactionTypeLabel('toString')).toBe('toString');
  });
});
