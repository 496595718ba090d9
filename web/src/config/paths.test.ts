import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('leagueLineup builds what the router matches, with the id encoded', () => {
    expect(paths.leagueLineup('61408')).toBe('/leagues/61408/lineup');
    expect(paths.leagueLineup('a/b')).toBe('/leagues/a%2Fb/lineup');
    expect(matchPath(routePatterns.leagueLineup, paths.leagueLineup('61408'))?.params.leagueId).toBe('61408');
  });

  it('leagueView: with a league its own view, without the league-less route', () => {
    expect(paths.leagueView('league-standings', '61408')).toBe('/league-standings/61408');
    expect(paths.leagueView('rosters', null)).toBe('/rosters');
    expect(paths.leagueView('top-players')).toBe('/top-players');
  });

  it('the leagueView route pattern matches both of its paths', () => {
    const pattern = routePatterns.leagueView('league-standings');
    expect(matchPath(pattern, paths.leagueView('league-standings', '61408'))?.params.leagueId).toBe('61408');
    expect(matchPath(pattern, paths.leagueView('league-standings'))?.params.leagueId).toBeUndefined();
    expect(matchPath(pattern, paths.leagueView('league-transactions', '61408'))).toBeNull();
  });
});
