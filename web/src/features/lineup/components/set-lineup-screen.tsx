import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, List, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { BEST_BALL_LINEUP, BEST_BALL_TITLE, LINEUP_INVALID } from '@contracts/mfl-lineup.ts';
import { LeagueViewHeader } from '@/components/league-view-header';
import { QueryState } from '@/components/query-state';
import { useCurrentWeek } from '@/lib/current-week';
import { useLeagueViewLeague } from '@/lib/league-view';
import { notify } from '@/lib/notify';
import { leagueLabel, type UserLeague } from '@/lib/user-leagues';
import type { LineupWeek } from '../api/lineup-keys';
import { useSaveLineup } from '../api/save-lineup';
import { type Projections, useProjections } from '../api/get-projections';
import { type LineupData, useLineupData } from '../hooks/use-lineup-data';
import { useNow } from '@/lib/use-now';
import { viewerTimeZone } from '@/lib/kickoff';
import { lineupGroups, lineupProblems, starterCountText, startingCounts, startingRequirements, toggleStarter } from '../utils/lineup-groups';
import { lineupLoadErrorText } from '../utils/load-error';
import { isSaveUnclear, saveFailureNotice, SAVED_NOTICE, SAVED_UNCONFIRMED_NOTICE } from '../utils/save-notice';
import { type OptimizedLineup, optimizeLineup, projectedTotal } from '../utils/optimize-lineup';
import { LineupGroup } from './lineup-group';
import { OptimizePanel } from './optimize-panel';

/** The server could not say which NFL week it is: a lineup is never set for a guessed one. */
export const WEEK_UNKNOWN = 'The current NFL week could not be determined, so no lineup can be set yet.';

/** Kickoffs turn into locks on an open page within this long. */
const LOCK_TICK_MS = 15_000;

/** /leagues/{leagueId}/lineup (spec 02 §2): this week's lineup of the user's team in the league. */
export function SetLineupScreen() {
  const { leagueId = '' } = useParams();
  const { league } = useLeagueViewLeague();
  const currentWeek = useCurrentWeek();
  const week = currentWeek.data;
  if (!week || week.guessed) {
    return (
      <QueryState
        isLoading={!week}
        error={week?.guessed ? new Error(WEEK_UNKNOWN) : null}
        refetch={() => currentWeek.refetch()}
        isFetching={currentWeek.isFetching}
        variant="page"
        skeleton={<LineupSkeleton />}
        errorTitle="Error Loading Lineup"
        retryLabel="Try Again"
      >
        {null}
      </QueryState>
    );
  }
  return (
    <LeagueLineup key={`${leagueId}:${week.year}:${week.currentWeek}`} target={{ leagueId, year: week.year, week: week.currentWeek }} league={league} />
  );
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
  // Best ball: MFL starts the best lineup itself; the page shows it and offers nothing to save.
  const bestBall = loaded?.lineup.bestBall ?? false;
  const rosterIds = useMemo(() => (players ?? []).map((player) => player.id), [players]);
  const projections = useProjections(target, rosterIds);
  // What the last Optimize proposed, shown until the lineup changes again.
  const [optimized, setOptimized] = useState<OptimizedLineup | 'none' | null>(null);
  const problems = useMemo(
    () => (loaded && !bestBall ? lineupProblems(loaded.settings, loaded.roster.players, starters) : []),
    [loaded, bestBall, starters],
  );

  // Stable across toggles, so only the rows whose state changed render again.
  const toggle = useCallback(
    (playerId: string) => {
      setOptimized(null);
      setEdited((current) => toggleStarter(current ?? heldStarters, playerId));
    },
    [heldStarters],
  );
  const optimize = () => {
    if (!loaded || !projections.data) return;
    const hostNow = Date.now() + loaded.roster.hostSkewMs;
    const best = optimizeLineup(loaded.settings, loaded.roster.players, starters, projections.data, target.week, hostNow);
    setOptimized(best ?? 'none');
    // The save stays the user's: Optimize only fills the lineup on the page.
    if (best) setEdited(best.starters);
  };
  const refresh = () => {
    setEdited(null);
    setOptimized(null);
    void data.refetch();
  };
  const submit = () => {
    if (!loaded) return;
    save.mutate(
      { franchiseId: loaded.roster.franchiseId, starters },
      {
        onSuccess: ({ lineup }) => {
          // Either MFL's lineup as read back, or (unconfirmed) read again: never the list that was sent.
          setEdited(null);
          setOptimized(null);
          notify(lineup ? SAVED_NOTICE : SAVED_UNCONFIRMED_NOTICE);
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
  // MFL slow or failing: the server answered its last copy of the roster or the lineup, and says so.
  const stale = [loaded?.roster, loaded?.lineup].find((read) => read?.stale);
  return (
    <Stack gap="lg">
      <LeagueViewHeader
        title={`Set Lineup - Week ${target.week}`}
        leagueName={leagueName}
        subtitle={loaded?.roster.franchiseName}
        freshness={stale ? { stale: true, syncedAt: null, message: stale.message } : undefined}
        actions={
          <>
            <Button variant="light" onClick={refresh} loading={data.isFetching && !data.isPending} disabled={save.isPending}>
              Refresh
            </Button>
            {!bestBall && (
              <Button onClick={submit} loading={save.isPending} disabled={save.isPending || !loaded || problems.length > 0}>
                Save Lineup
              </Button>
            )}
          </>
        }
      />
      {bestBall && (
        <Alert color="blue" variant="light" title={BEST_BALL_TITLE} data-testid="best-ball">
          {BEST_BALL_LINEUP}.
        </Alert>
      )}
      {loaded && !bestBall && (
        <OptimizePanel
          projectedTotal={projections.data ? projectedTotal(loaded.roster.players, starters, projections.data, target.week) : null}
          projectionsFailed={projections.isError}
          result={optimized}
          onOptimize={optimize}
          disabled={save.isPending}
        />
      )}
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
        errorMessage={lineupLoadErrorText}
        retryLabel="Try Again"
      >
        {(lineupData) => (
          <LineupGroups
            data={lineupData}
            starters={starters}
            onToggle={toggle}
            week={target.week}
            readOnly={bestBall}
            projections={projections.data}
          />
        )}
      </QueryState>
    </Stack>
  );
}

interface LineupGroupsProps {
  data: LineupData;
  starters: string[];
  onToggle: (playerId: string) => void;
  week: number;
  readOnly: boolean;
  projections: Projections | undefined;
}

function LineupGroups({ data, starters, onToggle, week, readOnly, projections }: LineupGroupsProps) {
  const { settings, roster } = data;
  const groups = useMemo(() => lineupGroups(startingRequirements(settings), roster.players), [settings, roster.players]);
  const counts = useMemo(() => startingCounts(settings, roster.players, starters), [settings, roster.players, starters]);
  const starterSet = useMemo(() => new Set(starters), [starters]);
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const browserNow = useNow(LOCK_TICK_MS);
  // Kickoffs are judged by the league host's clock, as the server judged them.
  const now = useMemo(() => new Date(browserNow.getTime() + roster.hostSkewMs), [browserNow, roster.hostSkewMs]);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="starter-count">
        {starterCountText(settings, roster.players, starters)}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {groups.map((group) => (
          <LineupGroup
            key={group.name}
            group={group}
            started={counts.get(group.name) ?? 0}
            starters={starterSet}
            onToggle={onToggle}
            week={week}
            now={now}
            timeZone={timeZone}
            readOnly={readOnly}
            projections={projections}
          />
        ))}
      </SimpleGrid>
    </Stack>
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
