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

describe('league links and the sidebar read one screens table', () => {
  it('a link is available exactly when its screen is', async () => {
    const { screens } = await import('@/config/screens');
    expect(leagueLinks.standings('1').available).toBe(screens.leagueStandings.available);
    expect(leagueLinks.transactions('1').available).toBe(screens.leagueTransactions.available);
    expect(leagueLinks.matchups('1').available).toBe(screens.leagueMatchups.available);
    expect(leagueLinks.liveScoring().available).toBe(screens.liveScoring.available);
  });
});
