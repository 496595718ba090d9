import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { parseResponse } from '@/lib/api-client';
import { supabase } from '@/lib/supabase';
import { supabaseError } from '@/lib/supabase-error';

const gameSchema = z.object({ week: z.number().int(), home_team: z.string(), away_team: z.string() });

/** A team's opponent in one week: 'vs' at home, '@' away (spec 02 §2). */
export interface WeekOpponent {
  opponent: string;
  isHome: boolean;
}

/** Week → opponent of one NFL team over a season; a week without an entry is his bye. */
export type TeamSchedule = ReadonlyMap<number, WeekOpponent>;

/** nfl_schedules by team across weeks, ordered by week (spec 02 §7); any signed-in user reads it. */
export async function getTeamSchedule(year: number, team: string): Promise<TeamSchedule> {
  const { data, error, status } = await supabase
    .from('nfl_schedules')
    .select('week, home_team, away_team')
    .eq('year', year)
    .or(`home_team.eq.${team},away_team.eq.${team}`)
    .order('week');
  if (error) throw supabaseError(error, status);
  const games = parseResponse(z.array(gameSchema), data ?? [], status);
  return new Map(games.map((g) => [g.week, { opponent: g.home_team === team ? g.away_team : g.home_team, isHome: g.home_team === team }]));
}

export function teamScheduleQueryOptions(year: number, team: string) {
  return queryOptions({
    queryKey: ['nfl-schedule', year, team] as const,
    queryFn: () => getTeamSchedule(year, team),
    staleTime: 60 * 60_000,
  });
}

/** Idle without a team (free agents without one, or nothing chosen). */
export function useTeamSchedule(year: number | undefined, team: string | null | undefined) {
  return useQuery({ ...teamScheduleQueryOptions(year ?? 0, team ?? ''), enabled: !!year && !!team && /^[A-Z]{2,3}$/.test(team) });
}

/** 'vs BUF' / '@ BUF' / 'BYE', or null when the schedule does not say. */
export function opponentLabel(schedule: TeamSchedule | undefined, week: number): string | null {
  if (!schedule || schedule.size === 0) return null;
  const game = schedule.get(week);
  if (!game) return 'BYE';
  return `${game.isHome ? 'vs' : '@'} ${game.opponent}`;
}
