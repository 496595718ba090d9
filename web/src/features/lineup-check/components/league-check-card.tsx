import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CheckedPlayer, LeagueCheck } from '@contracts/lineup-check.ts';
import { StaleBadge } from '@/components/stale-badge';
import { paths } from '@/config/paths';
import { formatPoints } from '@/lib/format';
import { flagColor, statusBadge } from '../utils/flag-colors';
import type { FixOutcome } from '../utils/fix-outcome';

interface LeagueCheckCardProps {
  league: LeagueCheck;
  outcome?: FixOutcome;
  /** Another fix is running: one save at a time. */
  busy: boolean;
  onFix: () => void;
}

/** One league's line of the check: its status, each flagged starter, the proposed changes and Fix. */
export function LeagueCheckCard({ league, outcome, busy, onFix }: LeagueCheckCardProps) {
  const badge = statusBadge(league.status);
  const name = league.leagueName ?? `League ${league.leagueId}`;
  // Locked starters need nothing: one quiet line for all of them, the starters to act on each their own.
  const locked = league.starters.filter((s) => s.flags.some((f) => f.level === 'locked'));
  const flagged = league.starters.filter((s) => s.flags.some((f) => f.level !== 'locked'));
  return (
    <Card withBorder radius="md" padding="md" data-testid={`league-check-${league.leagueId}`} aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {name}
          </Title>
          <Badge color={badge.color} variant="light" data-testid="league-status">
            {badge.label}
          </Badge>
        </Group>
        {league.stale && <StaleBadge message={league.message} />}
        {league.status === 'unavailable' && <Text c="dimmed">{league.error}</Text>}
        {league.status === 'best_ball' && <Text c="dimmed">MFL starts your best lineup by points each week in this league.</Text>}
        {(flagged.length > 0 || league.lineupFlags.length > 0) && (
          <List spacing={4} size="sm" listStyleType="none" aria-label="Flags" data-testid="flags">
            {flagged.map((s) => (
              <List.Item key={s.id} data-testid={`flag-${s.id}`}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={500}>
                    {playerLabel(s)}
                  </Text>
                  {s.flags.map((f) => (
                    <Badge key={f.text} size="sm" color={flagColor(f.level)} variant="light">
                      {f.text}
                    </Badge>
                  ))}
                </Group>
              </List.Item>
            ))}
            {league.lineupFlags.map((f, i) => (
              <List.Item key={`${f.text}-${i}`}>
                <Badge size="sm" color={flagColor(f.level)} variant="light">
                  {f.text}
                </Badge>
              </List.Item>
            ))}
          </List>
        )}
        {locked.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="locked">
            Locked, game started: {locked.map((s) => s.name).join(', ')}
          </Text>
        )}
        {league.proposal && (
          <Stack gap={6} data-testid="proposal">
            <Text size="sm" fw={600}>
              Best lineup: {league.proposal.gain >= 0 ? '+' : ''}
              {formatPoints(league.proposal.gain)} projected ({formatPoints(league.proposal.currentTotal)} →{' '}
              {formatPoints(league.proposal.total)})
            </Text>
            <List spacing={4} size="sm">
              {league.proposal.changes.map((c, i) => (
                <List.Item key={i}>
                  {c.out ? `${playerLabel(c.out)} out` : 'Empty slot'}
                  {c.in ? `, ${playerLabel(c.in)} in` : ''}
                  <Text span c="dimmed" size="sm">
                    {' '}
                    · {c.reason}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {outcome && <FixLine outcome={outcome} />}
        <Group gap="xs" wrap="wrap">
          {league.proposal && (
            <Button size="sm" onClick={onFix} loading={outcome?.status === 'saving'} disabled={busy}>
              Fix
            </Button>
          )}
          {league.status !== 'best_ball' && (
            <Button size="sm" variant="subtle" component={Link} to={paths.leagueLineup(league.leagueId)}>
              Open Set Lineup
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function FixLine({ outcome }: { outcome: FixOutcome }) {
  if (outcome.status === 'saving') return null;
  const color = outcome.status === 'saved' ? 'green' : outcome.status === 'unclear' ? 'yellow' : 'red';
  return (
    <Alert color={color} variant="light" title={outcome.title} data-testid="fix-outcome" p="xs">
      {'detail' in outcome ? outcome.detail : null}
    </Alert>
  );
}

function playerLabel(p: CheckedPlayer): string {
  const where = [p.position, p.team].filter(Boolean).join(', ');
  return where ? `${p.name} (${where})` : p.name;
}
