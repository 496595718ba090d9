import { type ReactNode, useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { LeagueViewBody, type LeagueViewChoice, RefreshDataEmpty } from '@/components/league-view-page';
import { WeekSelector } from '@/components/week-selector';
import { loadErrorText, SCORING_LOAD_ERRORS } from '@/data/league/load-error';
import { scorePoints, useScoreHighlights } from '@/data/league/score-changes';
import { type LeagueScoring, useLeagueScoringWeek } from '@/data/league/scoring';
import { BEST_BALL_NOTE, updatedText } from '@/data/league/scoring-rules';
import { DEFAULT_WEEK_RANGE } from '@contracts/league-weeks.ts';
import { useMarkedCurrentWeek } from '@/lib/current-week';
import { viewerTimeZone } from '@/lib/kickoff';
import { useNow } from '@/lib/use-now';

/** What a week's screen draws with: the scores, and how to mark what changed and whose team is whose. */
export interface ScoringWeekContent {
  data: LeagueScoring;
  ownFranchiseId: string | null | undefined;
  isChanged: (key: string) => boolean;
  now: Date;
  timeZone: string;
}

interface ScoringWeekViewProps {
  title: string;
  /** 'Error Loading League Scoring' / 'Error Loading League Matchups' (spec 02 §8). */
  errorTitle: string;
  choice: LeagueViewChoice;
  skeleton: ReactNode;
  children: (content: ScoringWeekContent) => ReactNode;
}

/**
 * A league's week of scores as League Scoring and League Matchups show it (spec 02 §2, §4): the
 * week selector over the league's own weeks (1–17 when it names none) with the NFL week in progress
 * marked ' (Current)' (the first load adopts the server's week), 'Updated:', a best-ball league's
 * note, 'No matchup data available for Week {n}', the error with 'Failed to fetch scoring data',
 * and what changed since the last poll, lit for 25 s. The screen draws the matchups.
 */
export function ScoringWeekView({ title, errorTitle, choice, skeleton, children }: ScoringWeekViewProps) {
  const { week, setWeek, query } = useLeagueScoringWeek(choice.leagueId);
  const currentWeek = useMarkedCurrentWeek();
  const points = useMemo(() => (query.data ? scorePoints(query.data.matchups.flatMap((m) => m.teams)) : null), [query.data]);
  const isChanged = useScoreHighlights(points, `${choice.leagueId}:${query.data?.week}`);
  const now = useNow();
  const timeZone = viewerTimeZone();
  const weeks = query.data?.weeks ?? DEFAULT_WEEK_RANGE;
  return (
    <LeagueViewBody
      title={title}
      choice={choice}
      query={query}
      actions={
        <WeekSelector
          label={null}
          aria-label="Week"
          w={200}
          value={week}
          onChange={setWeek}
          currentWeek={currentWeek}
          firstWeek={weeks.first}
          lastWeek={weeks.last}
          disabled={week === undefined}
        />
      }
      skeleton={skeleton}
      errorTitle={errorTitle}
      errorMessage={(error) => loadErrorText(error, SCORING_LOAD_ERRORS)}
      isEmpty={(data) => data.matchups.length === 0}
      empty={(refresh, refreshing) => (
        <RefreshDataEmpty title={`No matchup data available for Week ${week ?? ''}`.trim()} refresh={refresh} refreshing={refreshing}>
          {null}
        </RefreshDataEmpty>
      )}
    >
      {(data, ownFranchiseId) => (
        <Stack gap="md">
          {updatedText(data.updatedAt) && (
            <Text size="sm" c="dimmed" data-testid="scoring-updated">
              {updatedText(data.updatedAt)}
            </Text>
          )}
          {data.bestBall && (
            <Text size="sm" c="dimmed" data-testid="best-ball-note">
              {BEST_BALL_NOTE}
            </Text>
          )}
          {children({ data, ownFranchiseId, isChanged, now, timeZone })}
        </Stack>
      )}
    </LeagueViewBody>
  );
}
