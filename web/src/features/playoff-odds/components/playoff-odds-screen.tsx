import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { PlayoffOddsResponse } from '@contracts/league-playoff-odds.ts';
import { LeagueViewBody, type LeagueViewChoice, LeagueViewPage, RefreshDataEmpty } from '@/components/league-view-page';
import { usePlayoffOdds } from '@/data/league/playoff-odds';
import { loadErrorText, PLAYOFF_ODDS_LOAD_ERRORS } from '@/data/league/load-error';
import { formatChance } from '@/lib/chance';
import { PlayoffOddsTable } from './playoff-odds-table';
import { PlayoffSettingForm } from './playoff-setting-form';

export const NO_ODDS_TITLE = 'No Playoff Odds Yet';
export const NO_ODDS_HINT = 'The odds need the league’s standings and schedule from MyFantasyLeague first.';

/** /leagues/{leagueId}/playoff-odds and /playoff-odds (the header's league): issue 24.3. */
export function PlayoffOddsScreen() {
  return (
    <LeagueViewPage screen="Playoff Odds" skeleton={<OddsSkeleton />}>
      {(choice) => <LeagueOdds choice={choice} />}
    </LeagueViewPage>
  );
}

function LeagueOdds({ choice }: { choice: LeagueViewChoice }) {
  return (
    <LeagueViewBody
      title="Playoff Odds"
      choice={choice}
      query={usePlayoffOdds(choice.leagueId)}
      skeleton={<OddsSkeleton tableOnly />}
      errorTitle="Error Loading Playoff Odds"
      errorMessage={(error) => loadErrorText(error, PLAYOFF_ODDS_LOAD_ERRORS)}
      isEmpty={(data) => data.teams.length === 0}
      empty={(refresh, refreshing) => (
        <RefreshDataEmpty title={NO_ODDS_TITLE} refresh={refresh} refreshing={refreshing}>
          {NO_ODDS_HINT}
        </RefreshDataEmpty>
      )}
    >
      {(data, ownFranchiseId) => <Odds data={data} leagueId={choice.leagueId} ownFranchiseId={ownFranchiseId} />}
    </LeagueViewBody>
  );
}

function Odds({ data, leagueId, ownFranchiseId }: { data: PlayoffOddsResponse; leagueId: string; ownFranchiseId: string | null | undefined }) {
  const own = data.teams.find((t) => t.franchiseId === ownFranchiseId);
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="odds-basis">
        {basis(data)}
      </Text>
      {own && <OwnTeam team={own} week={data.week} />}
      {/* A new setting from the server starts the form again from it. */}
      <PlayoffSettingForm key={JSON.stringify(data.setting)} leagueId={leagueId} setting={data.setting} teams={data.teams.length} />
      <PlayoffOddsTable data={data} ownFranchiseId={ownFranchiseId} />
    </>
  );
}

function basis(data: PlayoffOddsResponse): string {
  const simulated = `${data.simulations.toLocaleString('en-US')} simulations`;
  if (data.week === null) return `The regular season is over: the final standings decide (${simulated}).`;
  const weeks = data.lastRegularSeasonWeek - data.week + 1;
  return `${simulated} of the ${weeks === 1 ? 'last week' : `${weeks} weeks left`} of the regular season (weeks ${data.week}–${data.lastRegularSeasonWeek}), each team's scores drawn from its season so far.`;
}

/** The user's own chances, and what this week's game does to them. */
function OwnTeam({ team, week }: { team: PlayoffOddsResponse['teams'][number]; week: number | null }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Your team" data-testid="own-odds">
      <Text fw={600}>
        {team.franchiseName}: {formatChance(team.playoff)} to make the playoffs
        {team.bye > 0 ? `, ${formatChance(team.bye)} to earn a bye` : ''}
      </Text>
      {week !== null && team.ifWin !== null && team.ifLose !== null && (
        <Text size="sm" data-testid="own-odds-week">
          With a win in week {week}: <b>{formatChance(team.ifWin)}</b>; with a loss: <b>{formatChance(team.ifLose)}</b>.
        </Text>
      )}
    </Paper>
  );
}

function OddsSkeleton({ tableOnly = false }: { tableOnly?: boolean }) {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading playoff odds">
      {!tableOnly && <Skeleton height={40} width={280} />}
      <Skeleton height={60} />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={32} />
      ))}
    </Stack>
  );
}
