import type { PersonalScoringResponse } from '@contracts/mfl-scoring.ts';

/**
 * An NFL game day for the viewer: a game of their matchups is on now, or one kicks off today on
 * their calendar. The dashboard then points to the Sunday command center.
 */
export function isGameDay(answers: readonly (Pick<PersonalScoringResponse, 'yourTeam' | 'opponents'> | undefined)[], now: Date, timeZone: string): boolean {
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
  const today = day(now);
  return answers.some((answer) =>
    !!answer &&
    [answer.yourTeam, ...answer.opponents].some((team) =>
      team.starters.some((p) => p.isPlaying || (p.kickoff !== null && day(new Date(p.kickoff)) === today)),
    ),
  );
}
