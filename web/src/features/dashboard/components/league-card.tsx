import { Badge, Card, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { formatPercent, formatPoints } from '@/lib/format';
import { leagueLabel, type UserLeague } from '@/lib/user-leagues';
import { useTransactions } from '@/data/league/transactions';
import { useStandings } from '@/data/league/standings';
import { usePersonalScoring } from '@/data/league/scoring';
import { matchupClock } from '@/data/league/scoring-rules';
import { YourWeekLines } from '@/components/scoring/your-week-lines';
import { summarizeLeague } from '../utils/league-summary';
import { leagueLinks } from '../utils/league-links';
import { ordinal } from '@/lib/format';
import { formatRecord } from '../utils/records';
import { ScreenLinkButton } from '@/components/screen-link-button';
import { StaleBadge } from '@/components/stale-badge';
import { Stat } from './stat';
import { RecentTransactions } from './recent-transactions';
import { SeasonBench } from './season-bench';
import { RECENT_TRANSACTIONS_FETCHED } from '../utils/transactions';

export const LEAGUE_DATA_FAILED = 'Failed to load league data';
/** This week's scores failed alone: the rest of the card stands. */
export const WEEK_SCORES_FAILED = 'Failed to load this week’s scores';

/**
 * Spec 01 §2: one league from the user's side: record, place, points for, win rate, this week's
 * games (both in a two-game week, TBD while a playoff pairing is not set), last 3 moves. A
 * total-points league has no record: its place and points only, and its week's place.
 */
export function LeagueCard({ league }: { league: UserLeague }) {
  const leagueId = league.league_id;
  const standings = useStandings(leagueId);
  const thisWeek = usePersonalScoring(leagueId);
  const weekClock = thisWeek.data ? matchupClock([thisWeek.data.yourTeam, ...thisWeek.data.opponents]) : null;
  const headToHead = thisWeek.data?.headToHead ?? true;
  const transactions = useTransactions(leagueId, RECENT_TRANSACTIONS_FETCHED);
  const name = leagueLabel(league);
  const franchiseId = league.franchise_id;
  const summary = standings.data && franchiseId ? summarizeLeague(standings.data.standings, franchiseId) : null;
  const ownRow = standings.data?.standings.find((row) => row.franchise_id === franchiseId);
  const stale = standings.data?.stale ? standings.data : transactions.data?.stale ? transactions.data : null;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={name} data-league-id={leagueId}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              League {leagueId}
              {ownRow?.franchise_name ? ` · ${ownRow.franchise_name}` : franchiseId ? ` · Franchise ${franchiseId}` : ''}
            </Text>
          </div>
          <Group gap={4} style={{ flexShrink: 0 }} justify="flex-end">
            {thisWeek.data?.bestBall && (
              <Badge variant="light" color="grape" title="MFL starts your best lineup each week">
                Best ball
              </Badge>
            )}
            {summary?.inPlayoffPosition && (
              <Badge variant="light" color="teal">
                Playoff spot
              </Badge>
            )}
          </Group>
        </Group>

        {stale && <StaleBadge message={stale.message} syncedAt={stale.syncedAt} />}

        <QueryState
          variant="compact"
          query={standings}
          skeleton={
            <SimpleGrid cols={2} spacing="md" aria-busy="true" aria-label="Loading league data">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height={44} />
              ))}
            </SimpleGrid>
          }
          errorTitle={LEAGUE_DATA_FAILED}
          retryLabel="Try again"
          isEmpty={summary === null}
          empty={
            <Text size="sm" c="dimmed">
              {franchiseId
                ? `Your franchise (${franchiseId}) is not in this league's standings yet.`
                : 'Your franchise in this league is not known yet. Sync your leagues in Settings.'}
            </Text>
          }
        >
          {summary && (
            <SimpleGrid component="dl" m={0} cols={2} spacing="md">
              {headToHead && <Stat name="record" label="Record" value={formatRecord(summary.record)} />}
              <Stat name="place" label="Place" value={ordinal(summary.place)} hint={`of ${summary.leagueSize}`} />
              <Stat name="points-for" label="Points for" value={formatPoints(summary.pointsFor)} />
              {headToHead && <Stat name="win-rate" label="Win rate" value={formatPercent(summary.winRate)} />}
            </SimpleGrid>
          )}
        </QueryState>
        <SeasonBench leagueId={leagueId} />

        <Divider />
        <Stack gap="xs" component="section" aria-label="This week">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {thisWeek.data ? `Week ${thisWeek.data.week}` : 'This week'}
            </Text>
            {weekClock && (
              <Badge size="sm" variant="light" color={weekClock === 'Completed' ? 'gray' : 'green'}>
                {weekClock}
              </Badge>
            )}
          </Group>
          <QueryState
            variant="compact"
            query={thisWeek}
            skeleton={<SkeletonRows label="Loading this week" height={18} gap={6} />}
            errorTitle={WEEK_SCORES_FAILED}
            retryLabel="Try again"
          >
            {(data) => <YourWeekLines data={data} />}
          </QueryState>
        </Stack>

        <Divider />
        <Stack gap="xs" style={{ flexGrow: 1 }}>
          <Text size="sm" fw={600}>
            Recent transactions
          </Text>
          <QueryState
            variant="compact"
            query={transactions}
            skeleton={<SkeletonRows label="Loading transactions" height={18} gap={6} />}
            errorTitle={LEAGUE_DATA_FAILED}
            retryLabel="Try again"
          >
            {(data) => <RecentTransactions transactions={data.transactions} franchiseNames={data.franchiseNames} />}
          </QueryState>
        </Stack>

        <Group gap="xs">
          <ScreenLinkButton link={leagueLinks.standings(leagueId)} variant="light" size="xs">
            View Details
          </ScreenLinkButton>
          <ScreenLinkButton link={leagueLinks.transactions(leagueId)} variant="subtle" size="xs">
            View All Transactions
          </ScreenLinkButton>
        </Group>
      </Stack>
    </Card>
  );
}
