import { describe, expect, it } from 'vitest';
import { leagueOrder, seasonOverview, summarizeLeague, type LeagueSummary, type StandingLike } from './league-summary';

function row(franchise_id: string, record: string, points_for: number, rank: number): StandingLike {
  return { franchise_id, win_loss_tie_record: record, points_for, rank };
}

// Grouped by division as the server answers: the array order is not the league order.
const twoDivisions = [
  row('0002', '6-5-0', 1100, 4),
  row('0001', '9-2-0', 1300, 1),
  row('0004', '8-3-0', 1250, 2),
  row('0003', '7-3-1', 1180, 3),
];

describe('leagueOrder', () => {
  it("follows the host's rank, not the answer's division grouping", () => {
    expect(leagueOrder(twoDivisions).map((r) => r.franchise_id)).toEqual(['0001', '0004', '0003', '0002']);
  });
});

describe('summarizeLeague', () => {
  it("reads the user's record, place, points for, win rate and playoff position", () => {
    expect(summarizeLeague(twoDivisions, '0003')).toEqual({
      record: { wins: 7, losses: 3, ties: 1 },
      place: 3,
      leagueSize: 4,
      pointsFor: 1180,
      winRate: 7.5 / 11,
      inPlayoffPosition: false,
    });
    expect(summarizeLeague(twoDivisions, '0004')?.inPlayoffPosition).toBe(true);
    expect(summarizeLeague(twoDivisions, '0001')?.place).toBe(1);
  });

  it('answers null when the franchise is not in the standings', () => {
    expect(summarizeLeague(twoDivisions, '0009')).toBeNull();
    expect(summarizeLeague([], '0001')).toBeNull();
  });

  it('counts an unreadable record as no games', () => {
    const summary = summarizeLeague([row('0001', '', 0, 1)], '0001');
    expect(summary?.record).toEqual({ wins: 0, losses: 0, ties: 0 });
    expect(summary?.winRate).toBe(0);
  });
});

describe('seasonOverview', () => {
  const league = (record: [number, number, number], place: number, leagueSize: number): LeagueSummary => ({
    record: { wins: record[0], losses: record[1], ties: record[2] },
    place,
    leagueSize,
    pointsFor: 0,
    winRate: 0,
    inPlayoffPosition: place <= Math.ceil(leagueSize / 2),
  });

  it('sums the records and takes the win rate from the sum', () => {
    // 10-1-0 and 1-9-1: averaging the two rates would give 0.5; the summed record gives 11.5/22.
    const overview = seasonOverview([league([10, 1, 0], 1, 12), league([1, 9, 1], 10, 10)]);
    expect(overview.record).toEqual({ wins: 11, losses: 10, ties: 1 });
    expect(overview.winRate).toBeCloseTo(11.5 / 22, 12);
  });

  it('counts leagues in 1st and in a playoff position out of the leagues counted', () => {
    const overview = seasonOverview([league([9, 2, 0], 1, 12), league([6, 5, 0], 7, 14), league([5, 6, 0], 7, 12)]);
    expect(overview.firstPlaceCount).toBe(1);
    expect(overview.playoffCount).toBe(2);
    expect(overview.leagueCount).toBe(3);
  });

  it('is all zero without leagues', () => {
    expect(seasonOverview([])).toEqual({
      record: { wins: 0, losses: 0, ties: 0 },
      winRate: 0,
      firstPlaceCount: 0,
      playoffCount: 0,
      leagueCount: 0,
    });
  });
});
