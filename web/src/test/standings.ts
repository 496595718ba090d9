import type { StandingRow } from '@contracts/league-standings.ts';
import { DEFAULT_DIVISION_NAME, groupByDivision, NO_GAMES, parseRecord, type StandingsSortKey, winPercentage } from '@contracts/standings-rules.ts';

export type StandingInput = Pick<StandingRow, 'franchise_id' | 'win_loss_tie_record' | 'points_for'> & Partial<StandingRow>;

/**
 * Standings rows as the league function answers them (datasets/standings.ts): every field filled,
 * grouped by conference and division in the order of contracts/standings-rules (the league's sort
 * keys, the spec's by default), with games back against each division's leader where they apply.
 * `rank` (the host's order) is the input's order unless given.
 */
export function serverStandings(rows: readonly StandingInput[], sortKeys?: readonly StandingsSortKey[]): StandingRow[] {
  const full = rows.map((row, i) => {
    const record = parseRecord(row.win_loss_tie_record) ?? NO_GAMES;
    return {
      franchiseId: row.franchise_id,
      franchise_name: `Team ${row.franchise_id}`,
      division_id: null,
      division_name: DEFAULT_DIVISION_NAME,
      rank: i + 1,
      ...record,
      winning_percentage: winPercentage(record),
      current_streak: '',
      division_record: null,
      points_against: 0,
      blind_bid_balance: null,
      victory_points: null,
      conference_id: null,
      conference_name: null,
      conference_record: null,
      ...row,
    };
  });
  return groupByDivision(full, sortKeys).flatMap((group) => group.rows);
}
