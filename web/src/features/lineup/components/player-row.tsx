import { memo } from 'react';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import type { LineupRosterPlayer } from '@contracts/mfl-lineup.ts';
import { canMove, isLocked } from '../utils/lineup-groups';
import { kickoffLabel } from '@/lib/kickoff';
import { formatPoints } from '@/lib/format';
import { defenceRankColor, defenceRankFor, opponentLabel, spreadLabel } from '../utils/matchup-badges';

const ROSTER_STATUS: Record<string, string> = { INJURED_RESERVE: 'IR', TAXI_SQUAD: 'Taxi' };

export interface PlayerRowProps {
  player: LineupRosterPlayer;
  starter: boolean;
  onToggle: (playerId: string) => void;
  week: number;
  /** The league host's time: kickoff labels and locks. */
  now: Date;
  timeZone: string;
  /** Nobody moves anyone (best ball: MFL sets the lineup). */
  readOnly?: boolean;
  /** MFL's projections for the week (league scoring); undefined while they load or when they failed. */
  projections?: ReadonlyMap<string, number>;
}

/** One roster player: the start/bench toggle, his game this week and the badges of spec 02 §2. */
export const PlayerRow = memo(function PlayerRow({ player, starter, onToggle, week, now, timeZone, readOnly = false, projections }: PlayerRowProps) {
  const { opponent } = player;
  const locked = isLocked(player, now.getTime());
  const movable = canMove(player, now.getTime());
  const kickoff = kickoffLabel(opponent?.kickoff_time, now, timeZone);
  const spread = spreadLabel(opponent?.spread ?? null);
  const defence = defenceRankFor(player.position, opponent);
  const rosterStatus = ROSTER_STATUS[player.status];
  const projected = projections?.get(player.id);
  const game = opponent ? [opponentLabel(opponent), kickoff].filter(Boolean).join(' · ') : player.bye_week === week ? 'BYE' : null;

  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="sm"
      py={6}
      data-player-id={player.id}
      data-starter={starter}
      data-locked={locked}
    >
      <ActionIcon
        size={44}
        radius="xl"
        variant={starter ? 'filled' : 'default'}
        color="blue"
        aria-label={`${starter ? 'Bench' : 'Start'} ${player.name}`}
        aria-pressed={starter}
        disabled={readOnly || !movable}
        onClick={() => onToggle(player.id)}
      >
        <span aria-hidden="true">{starter ? '✓' : '+'}</span>
      </ActionIcon>
      <Stack gap={2} style={{ minWidth: 0, flexGrow: 1 }}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text fw={600} truncate>
            {player.name}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              {player.position}
            </Text>
          </Text>
          {projections && (
            <Text size="sm" fw={500} style={{ flexShrink: 0 }} data-testid="projection" title="MFL projection in this league's scoring">
              {projected === undefined ? '—' : `${formatPoints(projected)} proj`}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {[player.team, game].filter(Boolean).join(' ')}
        </Text>
        <Group gap={6}>
          {locked && (
            <Badge size="sm" color="gray" variant="outline" data-testid="locked">
              <LockIcon />
              Locked
            </Badge>
          )}
          {rosterStatus && (
            <Badge size="sm" color="gray" variant="light">
              {rosterStatus}
            </Badge>
          )}
          {player.injury && (
            <Badge size="sm" color="red" variant="light" title={player.injury.details || undefined} maw="100%">
              {[player.injury.status, player.injury.details].filter(Boolean).join(': ')}
            </Badge>
          )}
          {spread && (
            <Badge size="sm" color="gray" variant="light">
              Spread {spread}
            </Badge>
          )}
          {defence && (
            <Badge size="sm" color={defenceRankColor(defence.rank)} variant="light" data-rank={defence.rank ?? ''}>
              {defence.rank === null ? `${defence.label} —` : `${defence.label} #${defence.rank}`}
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
});

/** A padlock drawn inline: an emoji depends on the viewer's fonts (headless Chromium on Debian has none). */
function LockIcon() {
  return (
    <svg aria-hidden="true" width="9" height="10" viewBox="0 0 9 10" style={{ marginRight: 4, verticalAlign: -1 }}>
      <path d="M2 4V3a2.5 2.5 0 0 1 5 0v1" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <rect x="0.5" y="4" width="8" height="6" rx="1" fill="currentColor" />
    </svg>
  );
}
