import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyFeedResponse } from '@contracts/tank01-my-feed.ts';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { MyPlayersFeed } from './my-players-feed';

const empty: MyFeedResponse = { items: [], player_stats: [], meta: { week: 12, season: 2026, games: 0 } };
const query = (data: MyFeedResponse | undefined, error: Error | null = null) => ({ isPending: false, error, data, isFetching: false, refetch: vi.fn() });

const withAdminMeta: MyFeedResponse = {
  ...empty,
  items: [{
    play_text: 'J.Allen pass short left to K.Shakir for 12 yards, TOUCHDOWN.', ts: 1, player_name: 'Josh Allen', team: 'BUF', pos: 'QB',
    away: 'BUF', home: 'MIA', period: 'Q2', clock: '4:12', gameID: 'g', mfl_player_id: '13589', leagues: ['Gridiron Gazette League'], scoring: true,
  }, {
    play_text: 'J.Allen pass incomplete.', ts: 0, player_name: 'Josh Allen', team: 'BUF', pos: 'QB',
    away: 'BUF', home: 'MIA', period: 'Q2', clock: '5:00', gameID: 'g', mfl_player_id: '13589', leagues: ['Gridiron Gazette League'], scoring: false,
  }],
  meta: {
    ...empty.meta,
    roster_admin_meta: {
      counts: { leagues: 3, rostered: 40, mapped: 38, unmapped: 2, playing: 12, items: 2 },
      roster_keys: ['61408:0003', '35112:0007'],
      player_leagues: { '13589': ['Gridiron Gazette League', 'Sunday Funday 10'] },
      unmapped: [{ mfl_player_id: '99', name: 'Odd Name' }],
    },
  },
};

describe('My Players Feed', () => {
  it("says 'No recent plays for your roster.' and 'No stats yet.' when there is nothing", () => {
    render(<MyPlayersFeed query={query(empty)} isAdmin={false} />);
    expect(screen.getByText('No recent plays for your roster.')).toBeInTheDocument();
    expect(screen.getByText('No stats yet.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Admin Debug' })).toBeNull();
  });

  it("shows the spec's error text and Refresh Now asks again", async () => {
    const failing = query(undefined, new ApiError('Not authenticated', 401));
    render(<MyPlayersFeed query={failing} isAdmin={false} />);
    expect(screen.getByText('Failed to load my feed')).toBeInTheDocument();
    expect(screen.getByText('Not authenticated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Now' }));
    expect(failing.refetch).toHaveBeenCalled();
  });

  it('filters to scoring plays; admins get Admin Debug with roster keys and the per-player leagues', async () => {
    render(<MyPlayersFeed query={query(withAdminMeta)} isAdmin />);
    expect(screen.getAllByTestId('my-play')).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only scoring/highlight plays' }));
    expect(screen.getAllByTestId('my-play')).toHaveLength(1);
    expect(screen.queryByTestId('admin-debug')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Admin Debug' }));
    expect(screen.getByTestId('admin-debug')).toHaveTextContent('Roster keys: 61408:0003, 35112:0007');
    expect(screen.getByTestId('admin-debug')).toHaveTextContent('Gridiron Gazette League, Sunday Funday 10');
    expect(screen.getByTestId('admin-debug')).toHaveTextContent('Unmapped (not shown): Odd Name');
  });
});
