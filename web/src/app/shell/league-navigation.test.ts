import { describe, expect, it } from 'vitest';
import { leaguePickerTarget } from './league-navigation';

describe('leaguePickerTarget', () => {
  it.each([
    ['/top-players', '/top-players/222'],
    ['/rosters', '/rosters/222'],
    ['/league-matchups', '/league-matchups/222'],
    ['/league-standings/111', '/league-standings/222'],
    ['/league-transactions/111', '/league-transactions/222'],
    ['/league-scoring', '/league-scoring/222'],
  ])('%s → %s (the view plus /{leagueId})', (from, to) => {
    expect(leaguePickerTarget(from, '222')).toBe(to);
  });

  it.each(['/leagues', '/leagues/111/lineup', '/leagues/'])('%s → the lineup of the chosen league', (from) => {
    expect(leaguePickerTarget(from, '222')).toBe('/leagues/222/lineup');
  });

  it.each(['/playoff-odds', '/leagues/111/playoff-odds'])('%s → the playoff odds of the chosen league', (from) => {
    expect(leaguePickerTarget(from, '222')).toBe('/leagues/222/playoff-odds');
  });

  it.each(['/dashboard', '/settings', '/live-scoring', '/profile', '/', '/leaguesx', '/rostersfoo'])('%s stays put', (from) => {
    expect(leaguePickerTarget(from, '222')).toBeNull();
  });

  it('encodes the id', () => {
    expect(leaguePickerTarget('/rosters', 'a/b')).toBe('/rosters/a%2Fb');
  });
});
