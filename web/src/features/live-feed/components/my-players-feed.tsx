import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { FEED_TEXTS } from '@contracts/live-feed-rules.ts';
import type { MyFeedItem, MyFeedResponse, RosterAdminMeta } from '@contracts/tank01-my-feed.ts';
import { ScrollableTable } from '@/components/scrollable-table';
import { QueryState, type QueryLike } from '@/components/query-state';
import { statGroups, statLine, visibleItems } from '../utils/feed';
import { FeedStaleNote } from './feed-stale-note';

export interface MyPlayersFeedProps {
  query: QueryLike<MyFeedResponse>;
  isAdmin: boolean;
}

/** Tab My Players Feed (spec 02 §2): recent plays of the user's rostered players and their stat lines. */
export function MyPlayersFeed({ query, isAdmin }: MyPlayersFeedProps) {
  const [onlyScoring, setOnlyScoring] = useState(false);
  const [debug, setDebug] = useState(false);
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="wrap">
        <Checkbox label={FEED_TEXTS.onlyScoring} checked={onlyScoring} onChange={(e) => setOnlyScoring(e.currentTarget.checked)} />
        {isAdmin && <Checkbox label={FEED_TEXTS.adminDebug} checked={debug} onChange={(e) => setDebug(e.currentTarget.checked)} />}
        <Button size="xs" variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
          {FEED_TEXTS.refreshNow}
        </Button>
      </Group>
      <QueryState query={query} errorTitle={FEED_TEXTS.myFeedFailed} skeleton={<MyFeedSkeleton />}>
        {(feed) => (
          <Stack gap="md">
            {feed.meta.stale && <FeedStaleNote message={feed.meta.message} />}
            {debug && feed.meta.roster_admin_meta && <AdminDebug meta={feed.meta.roster_admin_meta} />}
            <Items items={visibleItems(feed.items, onlyScoring)} />
            <Stats feed={feed} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Items({ items }: { items: MyFeedItem[] }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-plays">
        {FEED_TEXTS.noRecentPlays}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recent plays of your players">
      {items.map((item) => (
        <Paper
          component="li"
          key={`${item.gameID}-${item.ts}-${item.mfl_player_id}-${item.play_text.slice(0, 24)}`}
          withBorder
          p="xs"
          radius="md"
          data-testid="my-play"
          data-scoring={item.scoring || undefined}
          style={item.scoring ? { background: 'var(--mantine-color-yellow-light)', borderColor: 'var(--mantine-color-yellow-filled)' } : undefined}
        >
          <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600}>
              {item.player_name}{' '}
              <Text span size="xs" c="dimmed">
                {item.pos} · {item.team}
              </Text>
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {item.away} @ {item.home} · {[item.period, item.clock].filter(Boolean).join(' ')}
            </Text>
          </Group>
          <Text size="sm" fw={item.scoring ? 600 : undefined}>
            {item.play_text}
          </Text>
          <Group gap={4} mt={4}>
            {item.leagues.map((league) => (
              <Badge key={league} size="xs" variant="light">
                {league}
              </Badge>
            ))}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function Stats({ feed }: { feed: MyFeedResponse }) {
  const groups = statGroups(feed.player_stats);
  return (
    <Stack gap="xs">
      <Title order={4}>Stat lines · Week {feed.meta.week}</Title>
      {groups.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="no-stats">
          {FEED_TEXTS.noStats}
        </Text>
      )}
      {groups.map((group) => (
        <Stack key={group.pos} gap={4} data-testid={`stats-${group.pos}`}>
          <Text size="xs" fw={700} c="dimmed">
            {group.pos}
          </Text>
          {group.players.map((p) => (
            <Paper key={`${p.mfl_player_id}-${p.gameID}`} withBorder p="xs" radius="md" data-testid="stat-line">
              <Group justify="space-between" gap={4} wrap="nowrap">
                <Text size="sm" fw={600}>
                  {p.player_name}{' '}
                  <Text span size="xs" c="dimmed">
                    {p.team}
                  </Text>
                </Text>
                <Group gap={4} justify="flex-end">
                  {p.leagues.map((league) => (
                    <Badge key={league} size="xs" variant="light">
                      {league}
                    </Badge>
                  ))}
                </Group>
              </Group>
              <Text size="sm">{statLine(p)}</Text>
            </Paper>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function AdminDebug({ meta }: { meta: RosterAdminMeta }) {
  const c = meta.counts;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="admin-debug">
      <Stack gap={4}>
        <Text size="sm" fw={700}>
          Roster mapping
        </Text>
        <Text size="xs">
          {`Leagues ${c.leagues} · rostered ${c.rostered} · mapped ${c.mapped} · unmapped ${c.unmapped} · playing ${c.playing} · plays ${c.items}`}
        </Text>
        {meta.tank01_calls_today !== undefined && (
          <Text size="xs">{`Tank01 calls today: ${meta.tank01_calls_today} of ${meta.tank01_daily_budget ?? '?'}`}</Text>
        )}
        <Text size="xs" c="dimmed">
          Roster keys: {meta.roster_keys.join(', ') || 'none'}
        </Text>
        <ScrollableTable minWidth={280} label="Roster players">
          <Table fz="xs" verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>MFL id</Table.Th>
                <Table.Th>Leagues</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(meta.player_leagues).map(([id, leagues]) => (
                <Table.Tr key={id}>
                  <Table.Td>{id}</Table.Td>
                  <Table.Td>{leagues.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
        {meta.unmapped.length > 0 && (
          <Text size="xs" c="dimmed">
            Unmapped (not shown): {meta.unmapped.map((u) => u.name ?? u.mfl_player_id).join(', ')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function MyFeedSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading my feed">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={64} radius="md" />
      ))}
    </Stack>
  );
}
