import { describe, expect, it } from 'vitest';
import { screens } from '@/config/screens';
import { isCurrentScreen } from './nav-items';

describe('isCurrentScreen', () => {
  it("Playoff Odds under /leagues is Playoff Odds' place, not Set Lineup's", () => {
    expect(isCurrentScreen(screens.playoffOdds, '/leagues/61408/playoff-odds')).toBe(true);
    expect(isCurrentScreen(screens.playoffOdds, '/playoff-odds')).toBe(true);
    expect(isCurrentScreen(screens.setLineup, '/leagues/61408/playoff-odds')).toBe(false);
  });

  it('Set Lineup is current on /leagues and a league lineup; other screens under their path', () => {
    expect(isCurrentScreen(screens.setLineup, '/leagues')).toBe(true);
    expect(isCurrentScreen(screens.setLineup, '/leagues/61408/lineup')).toBe(true);
    expect(isCurrentScreen(screens.leagueStandings, '/league-standings/61408')).toBe(true);
    expect(isCurrentScreen(screens.leagueStandings, '/league-transactions/61408')).toBe(false);
  });
});
