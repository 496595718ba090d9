import { describe, expect, it } from 'vitest';
import type { SundayMatchup } from '@contracts/mfl-sunday.ts';
import { loadOdds, matchupKey, recordOdds, saveOdds } from './odds-history';

const matchup = (leagueId: string, winProbability: number | null): SundayMatchup => ({
  leagueId, leagueName: `League ${leagueId}`, franchiseId: '0001', franchiseName: 'Mine', points: 0, projectedPoints: 100,
  opponent: winProbability === null ? null : { franchiseId: '0002', franchiseName: 'Theirs', points: 0, projectedPoints: 90 },
  winProbability, headToHead: winProbability !== null,
});

describe('odds history', () => {
  it('adds a point when a probability changes, none for a repeat, an older answer or a matchup without odds', () => {
    let history = recordOdds({}, [matchup('1', 0.6), matchup('2', null)], 1000);
    history = recordOdds(history, [matchup('1', 0.6)], 2000);
    history = recordOdds(history, [matchup('1', 0.7)], 3000);
    history = recordOdds(history, [matchup('1', 0.2)], 2500);
    expect(history).toEqual({ [matchupKey(matchup('1', 0.6))]: [{ at: 1000, probability: 0.6 }, { at: 3000, probability: 0.7 }] });
  });

  it("is kept for the week in the browser's storage; another week's is dropped", () => {
    const history = recordOdds({}, [matchup('1', 0.55)], 1000);
    saveOdds(localStorage, 11, history);
    saveOdds(localStorage, 12, history);
    expect(loadOdds(localStorage, 12)).toEqual(history);
    expect(localStorage.getItem('mfl-companion:win-odds:11')).toBeNull();
    localStorage.setItem('mfl-companion:win-odds:12', '{"x": 3}');
    expect(loadOdds(localStorage, 12)).toEqual({});
  });
});
