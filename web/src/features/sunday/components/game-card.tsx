import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { SundayGame, SundayGameLeague, SundayPlayer } from '@contracts/mfl-sunday.ts';
import { paths } from '@/config/paths';
import { formatPoints } from '@/lib/format';
import { kickoffLabel } from '@/lib/kickoff';
import { minutesLeftText, netText, rootingText } from '../utils/game-groups';

const BADGE = { live: { label: 'LIVE', color: 'green' }, upcoming: { label: 'UPCOMING', color: 'blue' }, final: { label: 'FINAL', color: 'gray' } } as const;

/**
 * One NFL game and what it means to the viewer: the score or kickoff, the net rooting interest
 * (projected for minus against, over every league), the points each side has scored so far while it
 * is on, and each league's starters on either side. The whole card opens the game's play-by-play on
 * the Live Game Feed.
 */
export function GameCard({ game, now, timeZone }: { game: SundayGame; now: Date; timeZone: string }) {
  const status = game.state === 'live' ? minutesLeftText(game.secondsLeft) : game.state === 'upcoming' ? kickoffLabel(game.kickoff, now, timeZone) : 'Final';
  const scored = game.state !== 'upcoming';
  const body = (
    <Card withBorder radius="md" padding="sm" data-testid="sunday-game" data-game={`${game.away}@${game.home}`} data-state={game.state} h="100%">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <Badge size="xs" variant={game.state === 'live' ? 'filled' : 'light'} color={BADGE[game.state].color}>
              {BADGE[game.state].label}
            </Badge>
            <Text fw={700} size="sm">
              {game.away} {scored && game.awayScore !== null ? game.awayScore : ''} @ {game.home} {scored && game.homeScore !== null ? game.homeScore : ''}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {status}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} c={game.net > 0 ? 'teal' : game.net < 0 ? 'red' : 'dimmed'} data-testid="net">
            {netText(game.net)} · {rootingText(game)}
          </Text>
          {scored && game.stake > 0 && (
            <Text size="xs" data-testid="game-points">
              For <b data-testid="points-for">{formatPoints(game.pointsFor)}</b> · Against <b data-testid="points-against">{formatPoints(game.pointsAgainst)}</b>
            </Text>
          )}
        </Group>
        {game.leagues.map((league) => (
          <LeagueLine key={league.leagueId} league={league} scored={scored} />
        ))}
      </Stack>
    </Card>
  );
  if (!game.gameID) return body;
  return (
    <Anchor component={Link} to={`${paths.liveFeed}?game=${encodeURIComponent(game.gameID)}`} underline="never" c="inherit" aria-label={`${game.away} at ${game.home}: play-by-play`}>
      {body}
    </Anchor>
  );
}

function LeagueLine({ league, scored }: { league: SundayGameLeague; scored: boolean }) {
  return (
    <div data-testid="game-league" data-league-id={league.leagueId}>
      <Text size="xs" fw={600} c="dimmed" truncate>
        {league.leagueName}
      </Text>
      <Players label="For" players={league.for} scored={scored} testId="for" />
      <Players label="Against" players={league.against} scored={scored} testId="against" />
    </div>
  );
}

function Players({ label, players, scored, testId }: { label: string; players: SundayPlayer[]; scored: boolean; testId: string }) {
  if (players.length === 0) return null;
  return (
    <Text size="xs" data-testid={testId}>
      <b>{label}:</b>{' '}
      {players.map((p, i) => (
        <span key={p.id} data-player-id={p.id} data-points={p.points}>
          {i > 0 && ', '}
          {p.name} ({p.position}) {scored ? formatPoints(p.points) : `proj ${p.projectedPoints === null ? '–' : formatPoints(p.projectedPoints)}`}
        </span>
      ))}
    </Text>
  );
}
