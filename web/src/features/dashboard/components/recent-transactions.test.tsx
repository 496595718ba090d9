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
});
