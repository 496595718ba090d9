import { describe, expect, it } from 'vitest';
import { leagueLinks } from './league-links';

describe('leagueLinks', () => {
  it("points at the league's own view (spec 01 §2)", () => {
    expect(leagueLinks.standings('61408').to).toBe('/league-standings/61408');
    expect(leagueLinks.transactions('61408').to).toBe('/league-transactions/61408');
    expect(leagueLinks.matchups('61408').to).toBe('/league-matchups/61408');
    expect(leagueLinks.liveScoring().to).toBe('/live-scoring');
  });

  it('falls back to the league-less route without a league', () => {
    expect(leagueLinks.standings(null).to).toBe('/league-standings');
    expect(leagueLinks.matchups().to).toBe('/league-matchups');
  });
});
