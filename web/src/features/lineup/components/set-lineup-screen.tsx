import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, List, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { LINEUP_INVALID } from '@contracts/mfl-lineup.ts';
import { LeagueViewHeader } from '@/components/league-view-header';
import { QueryState } from '@/components/query-state';
import { loadErrorText, type LoadErrorTexts } from '@/data/league/load-error';
import { useCurrentWeek } from '@/lib/current-week';
import { useLeagueViewLeague } from '@/lib/league-view';
import { notify } from '@/lib/notify';
import { leagueLabel, type UserLeague } from '@/lib/user-leagues';
import type { LineupWeek } from '../api/lineup-keys';
import { useSaveLineup } from '../api/save-lineup';
import { type LineupData, useLineupData } from '../hooks/use-lineup-data';
import { useNow } from '@/lib/use-now';
import { viewerTimeZone } from '@/lib/kickoff';
import { lineupGroups, lineupProblems, startingRequirements, toggleStarter } from '../utils/lineup-groups';
import { isSaveUnclear, saveFailureNotice, SAVED_NOTICE } from '../utils/save-notice';
import { LineupGroup } from './lineup-group';

const LINEUP_LOAD_ERRORS: LoadErrorTexts = {
  fetchFailed: 'Failed to fetch lineup data',
  loadFailed: 'Failed to load lineup',
  // Spec 02 §8's lineup load texts are the server's own ('League not found or MFL not connected', …): shown as they are.
  serverTextFirst: true,
};

/** /leagues/{leagueId}/lineup (spec 02 §2): this week's lineup of the user's team in the league. */
export function SetLineupScreen() {
  const { leagueId = '' } = useParams();
  const { league } = useLeagueViewLeague();
  const currentWeek = useCurrentWeek();
  if (!currentWeek.data) return <LineupSkeleton />;
  const { year, currentWeek: week } = currentWeek.data;
  return <LeagueLineup key={`${leagueId}:${year}:${week}`} target={{ leagueId, year, week }} league={league} />;
}

function LeagueLineup({ target, league }: { target: LineupWeek; league: UserLeague | null }) {
  const data = useLineupData(target);
  const save = useSaveLineup(target);
  // The user's changes since the lineup was read; null shows the lineup MFL holds.
  const [edited, setEdited] = useState<string[] | null>(null);
  const loaded = data.data;
  const players = loaded?.roster.players;
  const savedStarters = loaded?.lineup.starters;
  // Starters MFL holds for players still on the roster (a dropped player cannot be sent back).
  const heldStarters = useMemo(() => {
    const onRoster = new Set(players?.map((player) => player.id));
    return (savedStarters ?? []).filter((id) => onRoster.has(id));
  }, [savedStarters, players]);
  const starters = edited ?? heldStarters;
  const problems = useMemo(() => (loaded ? lineupProblems(loaded.settings, loaded.roster.players, starters) : []), [loaded, starters]);

  // Stable across toggles, so only the rows whose state changed render again.
  const toggle = useCallback(
    (playerId: string) => setEdited((current) => toggleStarter(current ?? heldStarters, playerId)),
    [heldStarters],
  );
  const refresh = () => {
    setEdited(null);
    void data.refetch();
  };
  const submit = () => {
    if (!loaded) return;
    save.mutate(
      { franchiseId: loaded.roster.franchiseId, starters },
      {
        onSuccess: () => {
          setEdited(null);
          notify(SAVED_NOTICE);
        },
        onError: (error) => {
          // The save may have happened: show what MFL holds once it has been read again.
          if (isSaveUnclear(error)) setEdited(null);
          notify(saveFailureNotice(error));
        },
      },
    );
  };

  const leagueName = loaded?.roster.leagueName || (league ? leagueLabel(league) : `League ${target.leagueId}`);
  return (
    <Stack gap="lg">
      <LeagueViewHeader
        title={`Set Lineup - Week ${target.week}`}
        leagueName={leagueName}
        subtitle={loaded?.roster.franchiseName}
        actions={
          <>
            <Button variant="light" onClick={refresh} loading={data.isFetching && !data.isPending} disabled={save.isPending}>
              Refresh
            </Button>
            <Button onClick={submit} loading={save.isPending} disabled={save.isPending || !loaded || problems.length > 0}>
              Save Lineup
            </Button>
          </>
        }
      />
      {problems.length > 0 && (
        <Alert color="red" variant="filled" title={LINEUP_INVALID} data-testid="lineup-invalid">
          <List size="sm" c="white">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <QueryState
        query={data}
        variant="page"
        skeleton={<LineupSkeleton groupsOnly />}
        errorTitle="Error Loading Lineup"
        errorMessage={(error) => loadErrorText(error, LINEUP_LOAD_ERRORS)}
        retryLabel="Try Again"
      >
        {(lineupData) => <LineupGroups data={lineupData} starters={starters} onToggle={toggle} week={target.week} />}
      </QueryState>
    </Stack>
  );
}

interface LineupGroupsProps {
  data: LineupData;
  starters: string[];
  onToggle: (playerId: string) => void;
  week: number;
}

function LineupGroups({ data, starters, onToggle, week }: LineupGroupsProps) {
  const { settings, roster } = data;
  const groups = useMemo(() => lineupGroups(startingRequirements(settings), roster.players), [settings, roster.players]);
  const starterSet = useMemo(() => new Set(starters), [starters]);
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const now = useNow();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {groups.map((group) => (
        <LineupGroup key={group.name} group={group} starters={starterSet} onToggle={onToggle} week={week} now={now} timeZone={timeZone} />
      ))}
    </SimpleGrid>
  );
}

function LineupSkeleton({ groupsOnly = false }: { groupsOnly?: boolean }) {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading lineup">
      {!groupsOnly && <Skeleton height={40} width={320} />}
      {[0, 1, 2].map((group) => (
        <Stack key={group} gap="xs">
          <Skeleton height={24} width={120} />
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
