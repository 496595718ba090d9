import { Badge, Group, Text } from '@mantine/core';
import type { ScoringPlayer } from '@contracts/mfl-scoring.ts';
import { formatPoints, playerStatus, STATUS_COLORS } from '@/data/league/scoring-rules';
import { kickoffLabel } from '@/lib/kickoff';
import { changedStyle } from './changed-style';

export interface PlayerLineProps {
  player: ScoringPlayer;
  /** His points changed within the last 25 s. */
  changed?: boolean;
  /** For the kickoff label ('Today 4:25 PM EST', 'Sun 1:00 PM'). */
  now: Date;
  timeZone: string;
}

/**
 * One player of a lineup (spec 02 §2): LIVE / FINAL / PENDING (or BYE), name, position and team,
 * kickoff while his game is to come, actual points over projected. Two lines, so it reads on a phone.
 */
export function PlayerLine({ player, changed = false, now, timeZone }: PlayerLineProps) {
  const status = playerStatus(player);
  const kickoff = status === 'PENDING' ? kickoffLabel(player.kickoff, now, timeZone) : null;
  const details = [[player.position, player.team].filter(Boolean).join(' · '), status === 'BYE' ? 'Bye week' : kickoff].filter(Boolean);
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      data-player-id={player.id}
      data-changed={changed || undefined}
      style={changedStyle(changed)}
    >
      <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge size="xs" variant="light" color={STATUS_COLORS[status]} miw={62} style={{ flexShrink: 0 }}>
          {status}
        </Badge>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" truncate>
            {player.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {details.join(' · ')}
          </Text>
        </div>
      </Group>
      <div style={{ textAlign: 'right', flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm" fw={600} data-testid="player-points">
          {formatPoints(player.points)}
        </Text>
        {player.projectedPoints !== null && (
          <Text size="xs" c="dimmed" data-testid="player-projected">
            Proj {formatPoints(player.projectedPoints)}
          </Text>
        )}
      </div>
    </Group>
  );
}
