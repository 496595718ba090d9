import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { leagueFailureDetail, leagueFailureTitle } from './league-failure';

describe('leagueFailureTitle / leagueFailureDetail', () => {
  it("'Network error' when no answer arrived", () => {
    const error = new ApiError('Network error: Failed to fetch', 0);
    expect(leagueFailureTitle(error)).toBe('Network error');
    expect(leagueFailureDetail(error)).toBe('The server could not be reached. We will try again.');
  });

  it("'Failed to load' with the server's reason, or the spec's scoring text for a bare status", () => {
    const upstream = new ApiError('MyFantasyLeague answered with a server error: no saved data to show yet', 424);
    expect(leagueFailureTitle(upstream)).toBe('Failed to load');
    expect(leagueFailureDetail(upstream)).toBe('MyFantasyLeague answered with a server error: no saved data to show yet');
    expect(leagueFailureDetail(new ApiError('HTTP 502: Bad Gateway', 502))).toBe('Failed to fetch scoring data');
    expect(leagueFailureTitle(new Error('boom'))).toBe('Failed to load');
  });
});
