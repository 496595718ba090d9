import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { gameState } from '@contracts/live-feed-rules.ts';
import type { NflGame } from '@contracts/tank01-nfl.ts';
import { kickoffLabel, viewerTimeZone } from '@/lib/kickoff';
import { BADGE, kickoffIso, periodClock, points, possession } from '../utils/feed';
import { PossessionMark } from './possession-mark';

export interface GameTileProps {
  game: NflGame;
  selected: boolean;
  onSelect: (gameID: string) => void;
  now: Date;
}

/**
 * One scoreboard tile: badge, both teams with scores and the ball, period and clock or the kickoff.
 * The button is named by what it shows, so a voice user can say the words they see.
 */
export function GameTile({ game, selected, onSelect, now }: GameTileProps) {
  const state = gameState(game);
  const ball = possession(game);
  const status = periodClock(game) ?? kickoffLabel(kickoffIso(game), now, viewerTimeZone()) ?? game.gameTime ?? '';
  const team = (side: 'away' | 'home') => (
    <Group justify="space-between" wrap="nowrap" gap={4}>
      <Group gap={4} wrap="nowrap">
        <Text fw={600} size="sm">
          {side === 'away' ? game.away : game.home}
        </Text>
        {ball === side && (
          <PossessionMark size="xs" data-testid="possession" />
        )}
      </Group>
      <Text fw={700} size="sm">
        {points(game, side)}
      </Text>
    </Group>
  );
  return (
    <UnstyledButton
      onClick={() => onSelect(game.gameID)}
      aria-pressed={selected}
      data-testid="game-tile"
      data-game-id={game.gameID}
      data-state={state}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        background: selected ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)',
      }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Badge size="xs" variant={state === 'live' ? 'filled' : 'light'} color={BADGE[state].color} style={{ flexShrink: 0 }}>
            {BADGE[state].label}
          </Badge>
          <Text size="xs" c="dimmed" truncate>
            {status}
          </Text>
        </Group>
        {team('away')}
        {team('home')}
      </Stack>
    </UnstyledButton>
  );
}
