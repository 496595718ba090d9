import { Fragment, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useLeagueViewLeague } from '@/lib/league-view';
import type { UserLeague } from '@/lib/user-leagues';
import { leagueLabel } from '@/lib/user-leagues';
import { LeagueViewHeader, type LeagueViewFreshness, SelectLeagueNotice } from './league-view-header';
import { type QueryLike, QueryState } from './query-state';
import { StatusScreen } from './status-screen';

export interface LeagueViewChoice {
  leagueId: string;
  league: UserLeague | null;
  leagues: UserLeague[];
}

interface LeagueViewPageProps {
  /** The screen's name in 'Select a league from the header to view {screen}.' */
  screen: string;
  skeleton: ReactNode;
  /** The view of one league; it starts again (state, page, filters) when the league changes. */
  children: (choice: LeagueViewChoice) => ReactNode;
}

/** A league view's route (spec 02 §2): the route's league, else the header's, else the notice to choose one. */
export function LeagueViewPage({ screen, skeleton, children }: LeagueViewPageProps) {
  const { leagueId, league, leagues, pending } = useLeagueViewLeague();
  if (pending) return skeleton;
  if (!leagueId) return <SelectLeagueNotice screen={screen} />;
  return <Fragment key={leagueId}>{children({ leagueId, league, leagues })}</Fragment>;
}

/** What every league view answer carries (contract league-view). */
type LeagueAnswer = LeagueViewFreshness & { leagueName?: string | null; userFranchiseId?: string | null };

interface LeagueViewBodyProps<T extends LeagueAnswer> {
  title: string;
  choice: LeagueViewChoice;
  query: QueryLike<T> & { isError?: boolean };
  /** Buttons after Refresh (e.g. Choose Different League). */
  actions?: ReactNode;
  skeleton: ReactNode;
  errorTitle: string;
  /** The spec's words for a failed load (data/league/load-error). */
  errorMessage: (error: Error) => string;
  isEmpty: (data: T) => boolean;
  /** Nothing to show; `refresh` asks the server again. */
  empty: (refresh: () => void, refreshing: boolean) => ReactNode;
  /** Under the error state (e.g. a way to another league). */
  afterError?: ReactNode;
  /** Above the rows or the empty state, once an answer is in (e.g. the no-franchises warning). */
  notice?: (data: T) => ReactNode;
  children: (data: T, ownFranchiseId: string | null | undefined) => ReactNode;
}

/**
 * The body every league view shares: the header with the league's name, the stale mark and Refresh,
 * then the rows through QueryState (skeleton, 'Error Loading …' with Try Again, empty, content).
 */
export function LeagueViewBody<T extends LeagueAnswer>(props: LeagueViewBodyProps<T>) {
  const { choice, query } = props;
  const refresh = () => void query.refetch();
  const refreshing = query.isFetching ?? false;
  const leagueName = query.data?.leagueName || (choice.league ? leagueLabel(choice.league) : `League ${choice.leagueId}`);
  const ownFranchiseId = query.data?.userFranchiseId ?? choice.league?.franchise_id;
  return (
    <Stack gap="lg">
      <LeagueViewHeader
        title={props.title}
        leagueName={leagueName}
        freshness={query.data}
        actions={
          <>
            <Button variant="light" onClick={refresh} loading={refreshing && !query.isPending}>
              Refresh
            </Button>
            {props.actions}
          </>
        }
      />
      {query.data && props.notice?.(query.data)}
      <QueryState
        query={query}
        variant="page"
        skeleton={props.skeleton}
        errorTitle={props.errorTitle}
        errorMessage={props.errorMessage}
        retryLabel="Try Again"
        isEmpty={props.isEmpty}
        empty={props.empty(refresh, refreshing)}
      >
        {(data) => props.children(data, ownFranchiseId)}
      </QueryState>
      {query.isError && props.afterError}
    </Stack>
  );
}

/** A league view with no rows yet: what it lacks, and 'Refresh Data' to ask the server again. */
export function RefreshDataEmpty(props: { title: string; refresh: () => void; refreshing: boolean; children: ReactNode }) {
  return (
    <StatusScreen
      title={props.title}
      actions={
        <Button onClick={props.refresh} loading={props.refreshing}>
          Refresh Data
        </Button>
      }
    >
      {props.children}
    </StatusScreen>
  );
}
