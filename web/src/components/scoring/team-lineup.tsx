import { useId, useState } from 'react';
import { Button, Collapse, Group, Stack, Text } from '@mantine/core';
import type { ScoringTeam } from '@contracts/mfl-scoring.ts';
import { playerKey, teamKey } from '@/data/league/score-changes';
import { formatPoints } from '@/data/league/scoring-rules';
import { hindsightText } from '@/data/league/bench-points';
import { ChangedPoints } from './changed-points';
import { PlayerLine } from './player-line';

export interface TeamLineupProps {
  team: ScoringTeam;
  /** Whether a highlight key (score-changes) is lit. */
  isChanged?: (key: string) => boolean;
  /** The caller's own team: its name is marked. */
  own?: boolean;
  now: Date;
  timeZone: string;
}

const never = () => false;

/** One team of a matchup: name, points and projected total, starters, and the bench behind Show Bench / Hide Bench. */
export function TeamLineup({ team, isChanged = never, own = false, now, timeZone }: TeamLineupProps) {
  const [benchOpen, setBenchOpen] = useState(false);
  const benchId = useId();
  const totalChanged = isChanged(teamKey(team.franchiseId));
  const players = (list: ScoringTeam['starters'], label: string) => (
    <Stack gap={6} component="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {list.map((player) => (
        <PlayerLine
          key={player.id}
          player={player}
          changed={isChanged(playerKey(team.franchiseId, player.id))}
          now={now}
          timeZone={timeZone}
        />
      ))}
    </Stack>
  );
  return (
    <Stack gap="xs" data-franchise-id={team.franchiseId} style={{ minWidth: 0 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {team.franchiseName}
          </Text>
          <Text size="xs" c="dimmed">
            {[own ? 'Your team' : null, team.projectedPoints === null ? null : `Projected ${formatPoints(team.projectedPoints)}`]
              .filter(Boolean)
              .join(' · ') || '\u00a0'}
          </Text>
        </div>
        <ChangedPoints points={team.totalPoints} changed={totalChanged} fw={700} size="xl" data-testid="team-points" />
      </Group>
      {players(team.starters, `${team.franchiseName} starters`)}
      {team.hindsight && (
        <Text size="sm" c="dimmed" data-testid="bench-line">
          {hindsightText(team.hindsight)}
        </Text>
      )}
      {team.bench.length > 0 && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setBenchOpen((open) => !open)}
            aria-expanded={benchOpen}
            aria-controls={benchId}
            style={{ alignSelf: 'flex-start' }}
          >
            {benchOpen ? 'Hide Bench' : 'Show Bench'}
          </Button>
          <Collapse expanded={benchOpen} id={benchId} keepMounted={false}>
            {players(team.bench, `${team.franchiseName} bench`)}
          </Collapse>
        </>
      )}
    </Stack>
  );
}
