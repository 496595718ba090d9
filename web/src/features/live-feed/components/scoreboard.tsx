import { Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { FEED_TEXTS, orderGames } from '@contracts/live-feed-rules.ts';
import type { Scoreboard as ScoreboardData } from '@contracts/tank01-live-feed.ts';
import type { NflGame } from '@contracts/tank01-nfl.ts';
import { MAX_WEEK, type SeasonType } from '@contracts/tank01-weekly-schedule.ts';
import { QueryState, type QueryLike } from '@/components/query-state';
import { weekOptions } from '@/components/week-selector';
import { useMarkedCurrentWeek } from '@/lib/current-week';
import type { WeekChoice } from '../api/keys';
import { FeedStaleNote } from './feed-stale-note';
import { GameTile } from './game-tile';

const SEASON_TYPES: { value: SeasonType; label: string }[] = [
  { value: 'pre', label: 'Preseason' },
  { value: 'reg', label: 'Regular' },
  { value: 'post', label: 'Postseason' },
];

export interface ScoreboardProps {
  query: QueryLike<ScoreboardData>;
  /** Networks and kickoffs from the weekly schedule, by gameID (empty when it failed: logged only). */
  schedule: ReadonlyMap<string, NflGame>;
  choice: WeekChoice | undefined;
  onChoose: (choice: WeekChoice) => void;
  selected: string | null;
  onSelect: (gameID: string) => void;
}

/** Spec 02 §2: the NFL scoreboard with week, season and season type; live games first, then upcoming, then final. */
export function Scoreboard({ query, schedule, choice, onChoose, selected, onSelect }: ScoreboardProps) {
  const shown = choice ?? (query.data ? { week: query.data.week, season: query.data.season, seasonType: query.data.seasonType } : undefined);
  // ' (Current)' on the NFL week in progress: a regular-season week of the season it belongs to.
  const currentWeek = useMarkedCurrentWeek(shown?.season);
  const seasonType = shown?.seasonType ?? 'reg';
  const thisYear = new Date().getFullYear();
  const seasons = [thisYear, thisYear - 1, thisYear - 2].map(String);
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          aria-label="Week"
          w={170}
          data={weekOptions(seasonType === 'reg' ? currentWeek : null, MAX_WEEK[seasonType])}
          value={shown ? String(shown.week) : null}
          onChange={(v) => shown && v && onChoose({ ...shown, week: Number(v) })}
          allowDeselect={false}
          disabled={!shown}
        />
        <Select
          aria-label="Season"
          w={96}
          data={shown && !seasons.includes(String(shown.season)) ? [String(shown.season), ...seasons] : seasons}
          value={shown ? String(shown.season) : null}
          onChange={(v) => shown && v && onChoose({ ...shown, season: Number(v) })}
          allowDeselect={false}
          disabled={!shown}
        />
        <SegmentedControl
          aria-label="Season type"
          size="xs"
          data={SEASON_TYPES}
          value={seasonType}
          onChange={(v) => shown && onChoose({ ...shown, seasonType: v as SeasonType, week: 1 })}
          disabled={!shown}
        />
      </Group>
      <QueryState
        query={query}
        errorTitle={FEED_TEXTS.scheduleFailed}
        skeleton={<TilesSkeleton />}
        isEmpty={(data) => data.body.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No games this week.
          </Text>
        }
      >
        {(data) => (
          <Stack gap="xs">
            {data.stale && <FeedStaleNote message={data.message} />}
            <Text size="sm" c="dimmed" data-testid="scoreboard-caption">
              {`Week ${data.week} · ${data.season} · ${SEASON_TYPES.find((t) => t.value === data.seasonType)?.label ?? data.seasonType} season`}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 6 }} spacing="xs" data-testid="scoreboard">
              {orderGames(data.body).map((game) => (
                <GameTile
                  key={game.gameID}
                  game={{ ...schedule.get(game.gameID), ...game }}
                  selected={game.gameID === selected}
                  onSelect={onSelect}
                  now={new Date()}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function TilesSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 6 }} spacing="xs" role="status" aria-busy="true" aria-label="Loading scoreboard">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={84} radius="md" />
      ))}
    </SimpleGrid>
  );
}
