import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import type { IdentitySummary } from '@contracts/admin-identity-summary.ts';
import { weekOptions } from '@/components/week-selector';
import { useMarkedCurrentWeek } from '@/lib/current-week';
import { notify } from '@/lib/notify';
import { currentSeasonYear, seasonOrCurrent } from '@/lib/season';
import { useBackfillWeeklyAffiliations } from '../api/backfill-weekly-affiliations';
import { LastRun } from './last-run';

/** The weeks the backfill reads: 1–18 (the regular season), or 'auto'. */
const LAST_WEEK = 18;

/**
 * The weekly-teams backfill (POST /admin/backfill-weekly-affiliations, spec 02 §5, §7): each
 * player's NFL team per week from that week's box scores, so a traded player's plays stay with the
 * team he played for then. The season is numeric and falls back to the current year; the week is
 * optional ('auto': every week played so far, oldest first, as many as one call has time for).
 */
export function WeeklyTeamsBackfill({ lastRun }: { lastRun: IdentitySummary['last_weekly_affiliations'] }) {
  const backfill = useBackfillWeeklyAffiliations();
  const [season, setSeason] = useState<string | number>(currentSeasonYear());
  const [week, setWeek] = useState('auto');
  const currentWeek = useMarkedCurrentWeek(seasonOrCurrent(season));
  const weeks = [{ value: 'auto', label: 'auto (every week played)' }, ...weekOptions(currentWeek, LAST_WEEK)];

  const start = () =>
    backfill.mutate(
      { season: seasonOrCurrent(season), week: week === 'auto' ? 'auto' : Number(week) },
      {
        onSuccess: (answer) => notify({ type: 'success', title: 'Weekly teams recorded', message: answer.message }),
        onError: (error) => notify({ type: 'error', title: 'Request failed', message: error.message }),
      },
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Weekly teams backfill">
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={600}>
            Last weekly teams backfill
          </Text>
          <LastRun run={lastRun} />
        </div>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberInput label="Season" value={season} onChange={setSeason} allowDecimal={false} allowNegative={false} w={110} />
          <Select label="Week" data={weeks} value={week} onChange={(v) => setWeek(v ?? 'auto')} allowDeselect={false} w={190} />
        </Group>
        <Button onClick={start} loading={backfill.isPending} disabled={backfill.isPending}>
          {backfill.isPending ? 'Running' : 'Backfill weekly teams'}
        </Button>
      </Stack>
    </Paper>
  );
}
