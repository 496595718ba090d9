import { Badge, Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { FEED_TEXTS, gameState } from '@contracts/live-feed-rules.ts';
import type { GameFeed } from '@contracts/tank01-live-feed.ts';
import { QueryState, type QueryLike } from '@/components/query-state';
import { BADGE, periodClock, playsNewestFirst, points, possession } from '../utils/feed';
import { FeedStaleNote } from './feed-stale-note';
import { PossessionMark } from './possession-mark';

/** Tab Single Game Feed (spec 02 §2): the game header, then its plays newest first, scoring plays highlighted. */
export function SingleGameFeed({ gameID, query }: { gameID: string | null; query: QueryLike<GameFeed> }) {
  if (!gameID) {
    return (
      <Text size="sm" c="dimmed">
        Choose a game on the scoreboard to follow its plays.
      </Text>
    );
  }
  return (
    <QueryState query={query} errorTitle={FEED_TEXTS.liveFeedFailed} skeleton={<FeedSkeleton />}>
      {(feed) => <GameFeedView feed={feed} />}
    </QueryState>
  );
}

function GameFeedView({ feed }: { feed: GameFeed }) {
  const game = feed.body;
  const state = gameState(game);
  const ball = possession(game);
  const plays = playsNewestFirst(game.allPlayByPlay);
  const side = (s: 'away' | 'home') => (
    <Stack gap={0} align="center">
      <Text fw={700} size="lg">
        {s === 'away' ? game.away : game.home}
        {ball === s && (
          <PossessionMark ml={4} />
        )}
      </Text>
      <Text fw={800} size="xl">
        {points(game, s)}
      </Text>
    </Stack>
  );
  return (
    <Stack gap="sm" data-testid="game-feed">
      {feed.stale && <FeedStaleNote message={feed.message} />}
      <Paper withBorder p="sm" radius="md" data-testid="game-header">
        <Group justify="space-between" wrap="nowrap">
          {side('away')}
          <Stack gap={2} align="center">
            <Badge color={BADGE[state].color} variant={state === 'live' ? 'filled' : 'light'}>
              {BADGE[state].label}
            </Badge>
            <Text size="sm" c="dimmed">
              {periodClock(game) ?? game.gameTime ?? ''}
            </Text>
            {game.network && (
              <Text size="xs" c="dimmed">
                {game.network}
              </Text>
            )}
          </Stack>
          {side('home')}
        </Group>
      </Paper>
      {game.notStarted && (
        <Text size="sm" c="dimmed">
          {game.notStarted}
        </Text>
      )}
      {!game.notStarted && plays.length === 0 && (
        <Text size="sm" c="dimmed">
          No plays yet.
        </Text>
      )}
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Plays, newest first">
        {plays.map((p) => (
          <Box
            component="li"
            key={p.index}
            p="xs"
            data-testid="play"
            data-scoring={p.scoring || undefined}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              background: p.scoring ? 'var(--mantine-color-yellow-light)' : undefined,
              borderLeft: p.scoring ? '3px solid var(--mantine-color-yellow-filled)' : '3px solid transparent',
            }}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text size="xs" c="dimmed" w={56} style={{ flexShrink: 0 }}>
                {[p.playPeriod, p.playClock].filter(Boolean).join(' ')}
              </Text>
              <Stack gap={0}>
                <Text size="sm" fw={p.scoring ? 600 : undefined}>
                  {p.play}
                </Text>
                {p.downAndDistance && (
                  <Text size="xs" c="dimmed">
                    {p.downAndDistance}
                  </Text>
                )}
              </Stack>
            </Group>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function FeedSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading live feed">
      <Skeleton height={90} radius="md" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={36} />
      ))}
    </Stack>
  );
}
