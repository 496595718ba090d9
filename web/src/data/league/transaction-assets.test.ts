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
});
