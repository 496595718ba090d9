import { describe, expect, it } from 'vitest';
import { formatWeek, formatWeekPts, playerDetails, rowTone, seasonWeeks, shortName, teamLabel, weekPoints } from './player-display';

describe('shortName', () => {
  it.each([
    ['Patrick Mahomes', 'QB', 'P. Mahomes'],
    ['Amon-Ra St. Brown', 'WR', 'A. St. Brown'],
    ['Marvin Harrison Jr.', 'WR', 'M. Harrison Jr.'],
    ['  Justin   Jefferson ', 'WR', 'J. Jefferson'],
    ['Kansas City Chiefs', 'Def', 'Kansas City Chiefs'],
    ['Cher', 'TE', 'Cher'],
  ])('%s (%s) → %s', (name, position, short) => {
    expect(shortName(name, position)).toBe(short);
  });
});

describe('weekly points', () => {
  const player = { weekly_scores: { '1': 12.345, '3': 0, '17': 30 } };

  it("weeks run 1-17 when the league names none, else the league's own", () => {
    expect(seasonWeeks(null)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(seasonWeeks({ first: 2, last: 16 })).toEqual(Array.from({ length: 15 }, (_, i) => i + 2));
    expect(seasonWeeks({ first: 1, last: 18 }).at(-1)).toBe(18);
  });

  it("reads a week's score, null without one", () => {
    expect(weekPoints(player, 1)).toBe(12.345);
    expect(weekPoints(player, 3)).toBe(0);
    expect(weekPoints(player, 2)).toBeNull();
    expect(weekPoints({}, 1)).toBeNull();
  });

  it("shows one decimal, or '-'; the drawer adds 'Pts'", () => {
    expect(formatWeek(12.345)).toBe('12.3');
    expect(formatWeek(0)).toBe('0.0');
    expect(formatWeek(null)).toBe('-');
    expect(formatWeekPts(30)).toBe('30.0 Pts');
    expect(formatWeekPts(null)).toBe('-');
  });
});

describe('row and team', () => {
  it('free agents are green, the own team yellow, others plain', () => {
    expect(rowTone({ is_rostered: false, roster_franchise_id: null }, '0003')).toBe('free-agent');
    expect(rowTone({ is_rostered: true, roster_franchise_id: '0003' }, '0003')).toBe('own');
    expect(rowTone({ is_rostered: true, roster_franchise_id: '0004' }, '0003')).toBeNull();
    expect(rowTone({ is_rostered: true, roster_franchise_id: '0003' }, null)).toBeNull();
  });

  it("names the team, or 'Free Agent'", () => {
    expect(teamLabel({ is_rostered: true, roster_team: 'Punt Pirates' })).toBe('Punt Pirates');
    expect(teamLabel({ is_rostered: false, roster_team: null })).toBe('Free Agent');
  });

  it('lists position, NFL team and bye week', () => {
    expect(playerDetails({ position: 'WR', nfl_team: 'MIN', bye_week: 6 })).toBe('WR · MIN · Bye 6');
    expect(playerDetails({ position: 'PK', nfl_team: null, bye_week: null })).toBe('PK');
  });
});
