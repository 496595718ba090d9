import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LeagueCheck } from '@contracts/lineup-check.ts';
import { saveLineupEndpoint } from '@contracts/mfl-lineup.ts';
import { api } from '@/lib/api-client';
import { lineupCheckKeys } from '@/data/lineup-check/lineup-check';
import { failedOutcome, type FixOutcome, savedOutcome } from '../utils/fix-outcome';

/**
 * Saves a league's proposed lineup through Set Lineup's save (POST /api/mfl/lineup: one import and
 * one read-back; the server loads what it lacks itself). Never throws: the outcome is the league's line.
 */
export async function fixLineup(league: LeagueCheck, year?: number): Promise<FixOutcome> {
  if (!league.proposal) return { status: 'failed', title: 'Nothing to fix' };
  try {
    const saved = await api.call(saveLineupEndpoint, {
      leagueId: league.leagueId,
      franchiseId: league.franchiseId,
      week: league.week,
      year,
      starters: league.proposal.starters,
    });
    return savedOutcome(saved.confirmed);
  } catch (error) {
    return failedOutcome(error);
  }
}

/**
 * Fix and Fix all: each league saved on its own, one after another (MFL's pace: one call a second
 * per host), its outcome on its own line; the check is read again once all are done. Nothing is
 * saved but what the user clicked.
 */
export function useFixLineups() {
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<Record<string, FixOutcome>>({});
  const [running, setRunning] = useState(false);
  const fix = async (leagues: LeagueCheck[]) => {
    setRunning(true);
    setOutcomes((held) => ({ ...held, ...Object.fromEntries(leagues.map((l) => [l.leagueId, { status: 'saving' } as const])) }));
    try {
      for (const league of leagues) {
        const outcome = await fixLineup(league);
        setOutcomes((held) => ({ ...held, [league.leagueId]: outcome }));
      }
    } finally {
      setRunning(false);
      await queryClient.invalidateQueries({ queryKey: lineupCheckKeys.all });
    }
  };
  return { outcomes, running, fix };
}
