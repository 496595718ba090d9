import { Group, Stack, Text } from '@mantine/core';
import type { PersonalScoringResponse, ScoringTeam } from '@contracts/mfl-scoring.ts';
import { teamKey } from '@/data/league/score-changes';
import { formatPoints, TBD, weekRankText } from '@/data/league/scoring-rules';
import { ChangedPoints } from './changed-points';

export type YourWeek = Pick<PersonalScoringResponse, 'yourTeam' | 'opponents' | 'opponentUndecided' | 'rank' | 'headToHead'>;

export interface YourWeekLinesProps {
  data: YourWeek;
  isChanged?: (key: string) => boolean;
}

const never = () => false;

/**
 * The user's week in a league at a glance (Live Scoring's league cards, the dashboard): their team
 * and every opponent with points (two in a league that plays two games a week), 'vs TBD' while the
 * pairing is not set, or in a total-points league the team's place this week.
 */
export function YourWeekLines({ data, isChanged = never }: YourWeekLinesProps) {
  const row = (team: ScoringTeam, opponent: boolean) => (
    <TeamRow key={team.franchiseId} team={team} opponent={opponent} changed={isChanged(teamKey(team.franchiseId))} />
  );
  return (
    <Stack gap={6} data-testid="your-week">
      {row(data.yourTeam, false)}
      {data.opponents.map((opponent) => row(opponent, true))}
      {data.opponentUndecided && (
        <Text size="sm" c="dimmed" data-testid="opponent-tbd">
          {`vs ${TBD}`}
        </Text>
      )}
      {!data.headToHead ? (
        <Text size="xs" c="dimmed" data-testid="week-rank">
          {weekRankText(data.rank)}
        </Text>
      ) : (
        data.opponents.length === 0 &&
        !data.opponentUndecided && (
          <Text size="xs" c="dimmed">
            No opponent this week
          </Text>
        )
      )}
    </Stack>
  );
}

function TeamRow({ team, opponent, changed }: { team: ScoringTeam; opponent: boolean; changed: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-franchise-id={team.franchiseId}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" truncate>
          {opponent ? `vs ${team.franchiseName}` : team.franchiseName}
        </Text>
        {team.projectedPoints !== null && (
          <Text size="xs" c="dimmed">
            Proj {formatPoints(team.projectedPoints)}
          </Text>
        )}
      </div>
      <ChangedPoints points={team.totalPoints} changed={changed} fw={700} size="lg" data-testid="summary-points" />
    </Group>
  );
}
