import { describe, expect, it } from 'vitest';
import { seasonWeeks } from './player-display';
import { trendOf } from './trend';

const WEEKS = seasonWeeks(null);

describe('trendOf (spec 02 §2: a line needs more than one week above 0)', () => {
  it("'N/A' without a week above 0", () => {
    expect(trendOf({ weekly_scores: {} }, WEEKS)).toEqual({ kind: 'label', label: 'N/A' });
    expect(trendOf({}, WEEKS)).toEqual({ kind: 'label', label: 'N/A' });
    expect(trendOf({ weekly_scores: { '1': 0, '2': -1.5 } }, WEEKS)).toEqual({ kind: 'label', label: 'N/A' });
  });

  it("'1W' with one week above 0", () => {
    expect(trendOf({ weekly_scores: { '1': 0, '4': 11.2 } }, WEEKS)).toEqual({ kind: 'label', label: '1W' });
  });

  it('a line over the weeks he scored, in week order, from two weeks above 0', () => {
    expect(trendOf({ weekly_scores: { '10': 8, '2': 14.5, '3': 0, '18': 40 } }, WEEKS)).toEqual({ kind: 'line', points: [14.5, 0, 8] });
  });

  it("over the league's own weeks: an 18-week league's week 18 is in it", () => {
    const weekly = { weekly_scores: { '10': 8, '2': 14.5, '3': 0, '18': 40 } };
    expect(trendOf(weekly, seasonWeeks({ first: 2, last: 18 }))).toEqual({ kind: 'line', points: [14.5, 0, 8, 40] });
  });
});
