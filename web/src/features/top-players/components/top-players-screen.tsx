import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Group, Pagination, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { TopPlayer, TopPlayersResponse } from '@contracts/league-top-players.ts';
import { LeagueViewBody, type LeagueViewChoice, LeagueViewPage, RefreshDataEmpty } from '@/components/league-view-page';
import { loadErrorText, TOP_PLAYERS_LOAD_ERRORS } from '@/data/league/load-error';
import { useTopPlayers } from '@/data/league/top-players';
import { clampPage, pageCount, pageOf, pageRange } from '@/lib/pagination';
import { PAGE_CONTROL_LABELS } from '@/theme';
import {
  byTotalPoints,
  DEFAULT_VIEW,
  filterPlayers,
  PAGE_SIZE_OPTIONS,
  positionOptions,
  resultsText,
  type RosterStatus,
  statusOptions,
  updateView,
} from '../utils/players-view';
import { PlayerDrawer } from './player-drawer';
import { NoFranchisesAlert } from '@/components/no-franchises-alert';
import { PlayersTable } from './players-table';
import { seasonWeeks } from '../utils/player-display';

export const SEARCH_PLACEHOLDER = 'Search players, positions, NFL teams...';

/** /top-players and /top-players/{leagueId} (spec 02 §2). */
export function TopPlayersScreen() {
  // Keyed by league: another league starts again with its own list, page and filters (spec 02 §4).
  return (
    <LeagueViewPage screen="Top Players" skeleton={<TopPlayersSkeleton />}>
      {(choice) => <LeagueTopPlayers choice={choice} />}
    </LeagueViewPage>
  );
}

function LeagueTopPlayers({ choice }: { choice: LeagueViewChoice }) {
  return (
    <LeagueViewBody
      title="Top Players"
      choice={choice}
      query={useTopPlayers(choice.leagueId)}
      skeleton={<TopPlayersSkeleton tableOnly />}
      errorTitle="Error Loading Top Players"
      errorMessage={(error) => loadErrorText(error, TOP_PLAYERS_LOAD_ERRORS)}
      isEmpty={(data) => data.players.length === 0}
      empty={(refresh, refreshing) => (
        <RefreshDataEmpty title="No Players" refresh={refresh} refreshing={refreshing}>
          No player has points in this league yet. Scores and rosters may need to be synced from MyFantasyLeague first.
        </RefreshDataEmpty>
      )}
    >
      {(data, ownFranchiseId) => <PlayersBrowser data={data} ownFranchiseId={ownFranchiseId} />}
    </LeagueViewBody>
  );
}

interface PlayersBrowserProps {
  data: TopPlayersResponse;
  ownFranchiseId: string | null | undefined;
}

function PlayersBrowser({ data, ownFranchiseId }: PlayersBrowserProps) {
  const [view, setView] = useState(DEFAULT_VIEW);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [selected, setSelected] = useState<TopPlayer | null>(null);
  // The box shows each key at once; the list follows when React has time, so typing never waits for it.
  const search = useDeferredValue(view.search);
  const sorted = useMemo(() => byTotalPoints(data.players), [data.players]);
  const statuses = useMemo(() => statusOptions(data.franchiseNames, ownFranchiseId), [data.franchiseNames, ownFranchiseId]);
  const positions = useMemo(() => positionOptions(data.players), [data.players]);
  const weeks = useMemo(() => seasonWeeks(data.weeks), [data.weeks]);
  const matching = useMemo(
    () => filterPlayers(sorted, { search, status: view.status, position: view.position }),
    [sorted, search, view.status, view.position],
  );
  const page = clampPage(view.page, matching.length, view.pageSize);
  const pages = pageCount(matching.length, view.pageSize);
  const shown = useMemo(() => pageOf(matching, page, view.pageSize), [matching, page, view.pageSize]);

  const toggle = useCallback((playerId: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(playerId)) next.add(playerId);
      return next;
    });
  }, []);

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <NoFranchisesAlert franchiseCount={Object.keys(data.franchiseNames).length} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Search"
            type="search"
            placeholder={SEARCH_PLACEHOLDER}
            value={view.search}
            onChange={(event) => setView(updateView(view, { search: event.currentTarget.value }))}
          />
          <Select
            label="Roster status"
            data={statuses}
            value={view.status}
            onChange={(status) => setView(updateView(view, { status: (status ?? 'all') as RosterStatus }))}
            allowDeselect={false}
            searchable
          />
          <Select
            label="Position"
            data={positions}
            value={view.position}
            onChange={(position) => setView(updateView(view, { position: position ?? 'all' }))}
            allowDeselect={false}
          />
        </SimpleGrid>
        {matching.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            No players match your search and filters.
          </Text>
        ) : (
          <PlayersTable
            players={shown}
            weeks={weeks}
            firstRank={pageRange(page, matching.length, view.pageSize).from}
            ownFranchiseId={ownFranchiseId}
            expanded={expanded}
            onToggle={toggle}
            onOpen={setSelected}
          />
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" role="status" data-testid="players-count">
            {resultsText(page, view.pageSize, matching.length)}
          </Text>
          <Group gap="xs">
            <Select
              aria-label="Page size"
              data={PAGE_SIZE_OPTIONS}
              value={String(view.pageSize)}
              onChange={(size) => size && setView(updateView(view, { pageSize: Number(size) }))}
              allowDeselect={false}
              size="xs"
              w={110}
            />
            <Pagination.Root total={pages} value={page} onChange={(next) => setView(updateView(view, { page: next }))} size="sm">
              <Group gap={4} wrap="nowrap">
                <Pagination.First aria-label={PAGE_CONTROL_LABELS.first} />
                <Pagination.Previous aria-label={PAGE_CONTROL_LABELS.previous} />
                <Text size="sm" px={4} style={{ whiteSpace: 'nowrap' }}>
                  Page {page} of {pages}
                </Text>
                <Pagination.Next aria-label={PAGE_CONTROL_LABELS.next} />
                <Pagination.Last aria-label={PAGE_CONTROL_LABELS.last} />
              </Group>
            </Pagination.Root>
          </Group>
        </Group>
      </Stack>
      <PlayerDrawer player={selected} year={data.year} weeks={weeks} onClose={() => setSelected(null)} />
    </Paper>
  );
}

function TopPlayersSkeleton({ tableOnly = false }: { tableOnly?: boolean }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading players">
      {!tableOnly && <Skeleton height={40} width={240} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </SimpleGrid>
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} height={36} />
      ))}
    </Stack>
  );
}
