import { describe, expect, it } from 'vitest';
import { assetLabel, assetSummary, dollars } from './transaction-assets';

describe('transaction assets', () => {
  it('names players, picks and dollars', () => {
    expect(assetLabel({ direction: 'RECEIVED', asset_type: 'PLAYER', asset_id: '15000', player_name: 'Puka Nacua' })).toBe('Puka Nacua');
    expect(assetLabel({ direction: 'RECEIVED', asset_type: 'PLAYER', asset_id: '15000', player_name: null })).toBe('Player #15000');
    expect(assetLabel({ direction: 'GAVE_UP', asset_type: 'DRAFT_PICK', draft_year: 2027, draft_round: 2, draft_position: 5 })).toBe('2027 Round 2, Pick 5');
    expect(assetLabel({ direction: 'GAVE_UP', asset_type: 'DRAFT_PICK', draft_year: 2027, draft_round: 1 })).toBe('2027 Round 1');
    expect(assetLabel({ direction: 'RECEIVED', asset_type: 'MONEY', asset_value: 12.5 })).toBe('$12.50');
    expect(assetLabel({ direction: 'RECEIVED', asset_type: 'MONEY', asset_value: 10 })).toBe('$10');
    expect(dollars(1250)).toBe('$1,250');
  });

  it('summarises what changed hands, received first, with a waiver bid', () => {
    expect(assetSummary({
      transaction_type: 'BBID_WAIVER',
      bid_amount: 12,
      transaction_assets: [
        { direction: 'GAVE_UP', asset_type: 'PLAYER', player_name: 'Travis Kelce' },
        { direction: 'RECEIVED', asset_type: 'PLAYER', player_name: 'Puka Nacua' },
      ],
    })).toBe('Received Puka Nacua ($12 bid) · Gave up Travis Kelce');
    expect(assetSummary({ transaction_type: 'ADD', transaction_assets: [] })).toBe('');
  });

  const player = (direction: string, name: string) => ({ direction, asset_type: 'PLAYER', player_name: name });
  const paid = (value: number) => ({ direction: 'GAVE_UP', asset_type: 'MONEY', asset_value: value });

  it('says an auction in words: the player and the amount', () => {
    const auction = (type: string, amount: number) => ({ transaction_type: type, bid_amount: amount, transaction_assets: [player('RECEIVED', 'Puka Nacua'), paid(amount)] });
    expect(assetSummary(auction('AUCTION_INIT', 1))).toBe('Nominated Puka Nacua at $1');
    expect(assetSummary(auction('AUCTION_BID', 25))).toBe('Bid $25 on Puka Nacua');
    expect(assetSummary(auction('AUCTION_WON', 425000))).toBe('Won Puka Nacua for $425,000');
    expect(assetLabel(paid(25), 'AUCTION_BID')).toBe('$25 bid');
    expect(assetLabel(player('RECEIVED', 'Puka Nacua'), 'AUCTION_INIT')).toBe('Puka Nacua (nominated)');
  });

  it('says IR and taxi squad moves to and from, a roster load loaded and removed', () => {
    const move = (type: string) => ({ transaction_type: type, transaction_assets: [player('RECEIVED', 'Josh Allen'), player('GAVE_UP', 'Travis Kelce')] });
    expect(assetSummary(move('IR'))).toBe('Activated Josh Allen from IR · Moved Travis Kelce to IR');
    expect(assetSummary(move('TAXI'))).toBe('Promoted Josh Allen from the taxi squad · Demoted Travis Kelce to the taxi squad');
    expect(assetSummary(move('LOAD_ROSTERS'))).toBe('Loaded Josh Allen · Removed Travis Kelce');
    expect(assetSummary({ transaction_type: 'IR', transaction_assets: [player('GAVE_UP', 'Travis Kelce')] })).toBe('Moved Travis Kelce to IR');
    expect(assetLabel(player('GAVE_UP', 'Travis Kelce'), 'IR')).toBe('Travis Kelce (to IR)');
    // an exchange keeps plain names
    expect(assetLabel(player('GAVE_UP', 'Travis Kelce'), 'DROP')).toBe('Travis Kelce');
  });

  it('a move without assets reads as what MFL sent, never blank', () => {
    expect(assetSummary({ transaction_type: 'SURVIVOR_PICK', transaction_assets: [], description: 'pick: NEP; week: 3' })).toBe('pick: NEP; week: 3');
  });
});
