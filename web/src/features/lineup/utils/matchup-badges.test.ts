import { describe, expect, it } from 'vitest';
import type { Opponent } from '@contracts/mfl-lineup.ts';
import { defenceRankColor, defenceRankFor, opponentLabel, spreadLabel } from './matchup-badges';

const opponent = (extra: Partial<Opponent> = {}): Opponent => ({
  opponent: 'KCC',
  is_home: true,
  kickoff_time: '2026-11-22T18:00:00Z',
  spread: -3.5,
  opponent_rush_defense_rank: 4,
  opponent_pass_defense_rank: 29,
  game_status: 'scheduled',
  ...extra,
});

describe('defenceRankColor', () => {
  it.each([
    [1, 'green'], [8, 'green'], [9, 'yellow'], [16, 'yellow'], [17, 'orange'], [24, 'orange'], [25, 'red'], [32, 'red'],
  ])('rank %i is %s', (rank, color) => {
    expect(defenceRankColor(rank)).toBe(color);
  });

  it.each([null, undefined, 0, -1, 33, 2.5])('%s is grey', (rank) => {
    expect(defenceRankColor(rank)).toBe('gray');
  });
});

describe('defenceRankFor', () => {
  it('pass defence for QB, WR and TE; rush defence for RB and FB; none for kickers and defences', () => {
    for (const pos of ['QB', 'WR', 'TE']) expect(defenceRankFor(pos, opponent())).toEqual({ label: 'pass def', rank: 29 });
    for (const pos of ['RB', 'FB']) expect(defenceRankFor(pos, opponent())).toEqual({ label: 'rush def', rank: 4 });
    expect(defenceRankFor('PK', opponent())).toBeNull();
    expect(defenceRankFor('Def', opponent())).toBeNull();
  });

  it('no opponent (a bye) keeps the label with no rank', () => {
    expect(defenceRankFor('RB', null)).toEqual({ label: 'rush def', rank: null });
  });
});

describe('labels', () => {
  it("'vs' at home, '@' away", () => {
    expect(opponentLabel(opponent())).toBe('vs KCC');
    expect(opponentLabel(opponent({ is_home: false }))).toBe('@ KCC');
  });

  it('spreads carry their sign; zero is a pick', () => {
    expect(spreadLabel(-3.5)).toBe('-3.5');
    expect(spreadLabel(7)).toBe('+7');
    expect(spreadLabel(0)).toBe('PK');
    expect(spreadLabel(null)).toBeNull();
  });
});
