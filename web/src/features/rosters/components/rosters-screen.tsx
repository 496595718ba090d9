import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { RostersResponse } from '@contracts/league-rosters.ts';
import { LeagueViewBody, type LeagueViewChoice, LeagueViewPage, RefreshDataEmpty } from '@/components/league-view-page';
import { loadErrorText, ROSTERS_LOAD_ERRORS } from '@/data/league/load-error';
import { useRosters } from '@/data/league/rosters';
import { teamOptions } from '@/data/league/team-options';
import {
  clearFilters,
  DEFAULT_VIEW,
  hasFilters,
  playerColumns,
  playersCountText,
  type RostersLayout,
  visibleRosters,
} from '../utils/rosters-view';
import { RostersGrid } from './rosters-grid';
import { RostersList } from './rosters-list';

export const NO_ROSTERS_TITLE = 'No Roster Data';
export const NO_ROSTERS_HINT = 'Roster data may need to be synced from MyFantasyLeague first.';

const LAYOUTS: { value: RostersLayout; label: string }[] = [
  { value: 'list', label: 'List View' },
  { value: 'grid', label: 'Grid View' },
];

/** /rosters and /rosters/{leagueId} (spec 02 §2). */
export function RostersScreen() {
  return (
    <LeagueViewPage screen="Rosters" skeleton={<RostersSkeleton />}>
      {(choice) => <LeagueRosters choice={choice} />}
    </LeagueViewPage>
  );
}

function LeagueRosters({ choice }: { choice: LeagueViewChoice }) {
  return (
    <LeagueViewBody
      title="Rosters"
      choice={choice}
      query={useRosters(choice.leagueId)}
      skeleton={<RostersSkeleton tablesOnly />}
      errorTitle="Error Loading Rosters"
      errorMessage={(error) => loadErrorText(error, ROSTERS_LOAD_ERRORS)}
      isEmpty={(data) => data.rosters.every((r) => r.players.length === 0)}
      empty={(refresh, refreshing) => (
        <RefreshDataEmpty title={NO_ROSTERS_TITLE} refresh={refresh} refreshing={refreshing}>
          {NO_ROSTERS_HINT}
        </RefreshDataEmpty>
      )}
    >
      {(data, ownFranchiseId) => <RostersBrowser data={data} ownFranchiseId={ownFranchiseId} />}
    </LeagueViewBody>
  );
}

interface RostersBrowserProps {
  data: RostersResponse;
  ownFranchiseId: string | null | undefined;
}

function RostersBrowser({ data, ownFranchiseId }: RostersBrowserProps) {
  const [view, setView] = useState(DEFAULT_VIEW);
  const search = useDeferredValue(view.search);
  const teams = useMemo(() => teamOptions(data.rosters, ownFranchiseId), [data.rosters, ownFranchiseId]);
  const shown = useMemo(
    () => visibleRosters(data.rosters, { search, team: view.team }, ownFranchiseId),
    [data.rosters, search, view.team, ownFranchiseId],
  );
  const columns = useMemo(() => playerColumns(data), [data]);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Search"
          type="search"
          placeholder="Search players by name, position or NFL team"
          value={view.search}
          onChange={(event) => setView({ ...view, search: event.currentTarget.value })}
        />
        <Select
          label="Team"
          placeholder="All Teams"
          data={teams}
          value={view.team}
          onChange={(team) => setView({ ...view, team })}
          clearable
          searchable
        />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          aria-label="Layout"
          data={LAYOUTS}
          value={view.layout}
          onChange={(layout) => setView({ ...view, layout: layout as RostersLayout })}
        />
        <Group gap="xs">
          <Text size="sm" c="dimmed" role="status" data-testid="rosters-count">
            {playersCountText(shown, data.rosters)}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => setView(clearFilters(view))} disabled={!hasFilters(view)}>
            Clear Filters
          </Button>
        </Group>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No players match your search and filters.
        </Text>
      ) : view.layout === 'list' ? (
        <RostersList teams={shown} columns={columns} />
      ) : (
        <RostersGrid teams={shown} />
      )}
    </Stack>
  );
}

function RostersSkeleton({ tablesOnly = false }: { tablesOnly?: boolean }) {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading rosters">
      {!tablesOnly && <Skeleton height={40} width={200} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Skeleton height={56} />
        <Skeleton height={56} />
      </SimpleGrid>
      {[0, 1].map((table) => (
        <Stack key={table} gap="xs">
          <Skeleton height={24} width={160} />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
