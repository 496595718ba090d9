import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { RecentTransactions } from './recent-transactions';

describe('RecentTransactions', () => {
  it('names the players, picks and dollars that changed hands, not only the type and team', async () => {
    render(
      <RecentTransactions
        franchiseNames={{ '0003': 'Blitz Brigade', '0007': 'Fumble Factory' }}
        transactions={[
          {
            id: 'a',
            transaction_date: '2026-11-19T12:00:00Z',
            transaction_type: 'BBID_WAIVER',
            franchise_id: '0003',
            bid_amount: 12,
            transaction_assets: [{ direction: 'RECEIVED', asset_type: 'PLAYER', asset_id: '15000', player_name: 'Puka Nacua' }],
          },
          {
            id: 'b',
            transaction_date: '2026-11-18T12:00:00Z',
            transaction_type: 'TRADE',
            franchise_id: '0003',
            franchise2_id: '0007',
            transaction_assets: [
              { direction: 'RECEIVED', asset_type: 'DRAFT_PICK', draft_year: 2027, draft_round: 2 },
              { direction: 'GAVE_UP', asset_type: 'PLAYER', asset_id: '14000', player_name: 'Travis Kelce' },
            ],
          },
        ]}
      />,
    );
    expect(await screen.findByText('Received Puka Nacua ($12 bid)')).toBeInTheDocument();
    expect(screen.getByText('Received 2027 Round 2 · Gave up Travis Kelce')).toBeInTheDocument();
  });

  it('an auction league\'s recent moves read in words, never as blank rows', async () => {
    const at = (day: number) => `2026-03-${day}T12:00:00Z`;
    render(
      <RecentTransactions
        franchiseNames={{ '0008': 'Auction House' }}
        transactions={[
          {
            id: 'won',
            transaction_date: at(28),
            transaction_type: 'AUCTION_WON',
            franchise_id: '0008',
            bid_amount: 2525000,
            transaction_assets: [
              { direction: 'RECEIVED', asset_type: 'PLAYER', asset_id: '0511', player_name: 'Texans, Houston' },
              { direction: 'GAVE_UP', asset_type: 'MONEY', asset_value: 2525000 },
            ],
          },
          {
            id: 'bid',
            transaction_date: at(27),
            transaction_type: 'AUCTION_BID',
            franchise_id: '0008',
            bid_amount: 2500000,
            transaction_assets: [
              { direction: 'RECEIVED', asset_type: 'PLAYER', asset_id: '0511', player_name: null },
              { direction: 'GAVE_UP', asset_type: 'MONEY', asset_value: 2500000 },
            ],
          },
          { id: 'pick', transaction_date: at(26), transaction_type: 'SURVIVOR_PICK', franchise_id: '0008', transaction_assets: [], description: 'pick: NEP; week: 3' },
        ]}
      />,
    );
    expect(await screen.findByText('Won Texans, Houston for $2,525,000')).toBeInTheDocument();
    expect(screen.getByText('Bid $2,500,000 on Player #0511')).toBeInTheDocument();
    expect(screen.getByText('Auction Bid')).toBeInTheDocument();
    expect(screen.getByText('SURVIVOR_PICK')).toBeInTheDocument();
    expect(screen.getByText('pick: NEP; week: 3')).toBeInTheDocument();
  });
});
