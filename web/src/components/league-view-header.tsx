import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { StaleBadge } from './stale-badge';
import { StatusScreen } from './status-screen';

/** What a league view's answer says about itself (the contracts' league-view envelope). */
export interface LeagueViewFreshness {
  stale: boolean;
  syncedAt: string | null;
  message?: string;
}

export interface LeagueViewHeaderProps {
  title: string;
  /** The league's name, when known; its ID otherwise. */
  leagueName?: string | null;
  /** A second line under the league, e.g. the user's team in it. */
  subtitle?: string | null;
  /** Refresh and other buttons; they wrap under the title on a phone. */
  actions?: ReactNode;
  /** The loaded answer: a stale one is marked with when it was fetched. */
  freshness?: LeagueViewFreshness;
}

/** The top of a league view: title, league, actions, and a stale-data mark when the rows are an old copy. */
export function LeagueViewHeader({ title, leagueName, subtitle, actions, freshness }: LeagueViewHeaderProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1}>{title}</Title>
          {leagueName && (
            <Text c="dimmed" truncate>
              {leagueName}
            </Text>
          )}
          {subtitle && (
            <Text size="sm" c="dimmed" truncate>
              {subtitle}
            </Text>
          )}
        </div>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {freshness?.stale && <StaleBadge message={freshness.message} syncedAt={freshness.syncedAt} />}
    </Stack>
  );
}

/** A league view with no league to show (spec 02 §2): 'Select a league from the header to view {screen}.' */
export function SelectLeagueNotice({ screen }: { screen: string }) {
  return <StatusScreen title="No league selected">{`Select a league from the header to view ${screen}.`}</StatusScreen>;
}
