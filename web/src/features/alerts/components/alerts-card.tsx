import { useEffect, useState } from 'react';
import { Button, Card, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ALERT_KINDS, alertKindLabels, type AlertKind } from '@contracts/alerts.ts';
import { FormError } from '@/components/form-error';
import { ScrollableTable } from '@/components/scrollable-table';
import { useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { leagueLabel, useUserLeagues } from '@/lib/user-leagues';
import { alertKeys, alertPreferencesQuery, type AlertSettings, alertSettingsQuery, saveQuietHours, setAlertKind } from '../api/alert-preferences';
import { currentSubscription, subscribeThisDevice, unsubscribeThisDevice } from '../api/device-subscription';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** This browser on or off: a push subscription registered for the user. */
function DeviceSwitch() {
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  useEffect(() => {
    void currentSubscription().then((s) => setSubscribed(s !== null), () => setSubscribed(false));
  }, []);
  const change = useMutation({
    mutationFn: async (on: boolean) => (on ? await subscribeThisDevice() : await unsubscribeThisDevice()),
    onSuccess: (_, on) => setSubscribed(on),
  });
  return (
    <Stack gap={4}>
      <Switch
        label="Alerts on this device"
        description="Notifications from MFL Companion on this browser, even when the app is closed"
        checked={subscribed === true}
        disabled={subscribed === null || change.isPending}
        onChange={(e) => change.mutate(e.currentTarget.checked)}
      />
      {change.error && <FormError error={message(change.error)} />}
    </Stack>
  );
}

/** Each league's kinds, on or off. */
function LeagueKinds({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const leagues = useUserLeagues();
  const preferences = useQuery(alertPreferencesQuery(userId));
  const change = useMutation({
    mutationFn: ({ leagueId, kind, on }: { leagueId: string; kind: AlertKind; on: boolean }) =>
      setAlertKind(userId, preferences.data?.find((p) => p.league_id === leagueId), leagueId, kind, on),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.preferences(userId) }),
  });
  if (!leagues.data || !preferences.data) return <Text c="dimmed">Loading your leagues…</Text>;
  if (leagues.data.length === 0) return <Text c="dimmed">Add a league to choose its alerts.</Text>;
  return (
    <Stack gap={4}>
      <ScrollableTable minWidth={480} label="Alerts per league">
        <Table aria-label="Alerts per league">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>League</Table.Th>
              {ALERT_KINDS.map((kind) => (
                <Table.Th key={kind} title={alertKindLabels[kind].description}>
                  {alertKindLabels[kind].label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {leagues.data.map((league) => {
              const row = preferences.data.find((p) => p.league_id === league.league_id);
              return (
                <Table.Tr key={league.league_id} data-league-id={league.league_id}>
                  <Table.Td>{leagueLabel(league)}</Table.Td>
                  {ALERT_KINDS.map((kind) => (
                    <Table.Td key={kind}>
                      <Switch
                        aria-label={`${alertKindLabels[kind].label}: ${leagueLabel(league)}`}
                        checked={row?.[kind] ?? false}
                        disabled={change.isPending}
                        onChange={(e) => change.mutate({ leagueId: league.league_id, kind, on: e.currentTarget.checked })}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
      {change.error && <FormError error={message(change.error)} />}
    </Stack>
  );
}

/** Quiet hours: no alert between the two times (past midnight when the start is later). */
function QuietHours({ userId }: { userId: string }) {
  const settings = useQuery(alertSettingsQuery(userId));
  if (settings.isPending) return null;
  // Keyed by what was saved: the form starts from the stored times, and again after a save.
  const saved = settings.data ?? null;
  return <QuietHoursForm key={`${saved?.quiet_start}-${saved?.quiet_end}`} userId={userId} saved={saved} />;
}

function QuietHoursForm({ userId, saved }: { userId: string; saved: AlertSettings | null }) {
  const queryClient = useQueryClient();
  const [start, setStart] = useState(saved?.quiet_start?.slice(0, 5) ?? '');
  const [end, setEnd] = useState(saved?.quiet_end?.slice(0, 5) ?? '');
  const save = useMutation({
    mutationFn: () => {
      if ((start === '') !== (end === '')) throw new Error('Set both times, or clear both for no quiet hours');
      return saveQuietHours(userId, saved !== null, { start: start || null, end: end || null });
    },
    onSuccess: async () => {
      notify({ type: 'success', title: 'Quiet hours saved', message: start ? `No alerts from ${start} to ${end}.` : 'No quiet hours.' });
      await queryClient.invalidateQueries({ queryKey: alertKeys.settings(userId) });
    },
  });
  return (
    <form
      aria-label="Quiet hours"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput type="time" label="Quiet from" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
        <TextInput type="time" label="Quiet until" value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
        <Button type="submit" loading={save.isPending}>
          Save quiet hours
        </Button>
      </Group>
      {save.error && <FormError error={message(save.error)} />}
    </form>
  );
}

/** Settings' alerts section (issue 25): this device, each league's kinds, quiet hours. */
export function AlertsCard() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="alerts-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="alerts-title">
            Alerts
          </Title>
          <Text c="dimmed" size="sm">
            A notification only when it matters: a starter listed out before his kickoff, a close matchup at the end, a touchdown.
          </Text>
        </div>
        <DeviceSwitch />
        <LeagueKinds userId={user.id} />
        <QuietHours userId={user.id} />
      </Stack>
    </Card>
  );
}
