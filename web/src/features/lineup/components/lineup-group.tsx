import { useId } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { LineupGroup as Group } from '../utils/lineup-groups';
import { PlayerRow, type PlayerRowProps } from './player-row';

export interface LineupGroupProps extends Omit<PlayerRowProps, 'player' | 'starter'> {
  group: Group;
  /** Starters this requirement counts (an RB beyond RB's limit counts in FLEX, never in both). */
  started: number;
  starters: ReadonlySet<string>;
}

/** A starting requirement, '{pos} (Pick {limit})', with the roster players who can fill it. */
export function LineupGroup({ group, started, starters, ...row }: LineupGroupProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {group.heading}
        </Title>
        <Text size="xs" c="dimmed">
          {`${started} starting`}
        </Text>
        {group.players.length === 0 ? (
          <Text size="sm" c="dimmed">
            No players on your roster for this position.
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {group.players.map((player) => (
              <PlayerRow key={player.id} player={player} starter={starters.has(player.id)} {...row} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
