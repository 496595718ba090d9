import { Button, Group, NumberInput, Paper, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  BYES_LABEL,
  MAX_PLAYOFF_TEAMS,
  PLAYOFF_SETTING_DEFAULT_NOTE,
  PLAYOFF_SETTING_HINT,
  PLAYOFF_TEAMS_LABEL,
  playoffSettingSchema,
} from '@contracts/league-playoff-odds.ts';
import { FormError } from '@/components/form-error';
import { errorsUntilNextSubmit, firstFormError } from '@/lib/form-errors';
import { useSavePlayoffSetting } from '../api/save-playoff-setting';

const validate = schemaResolver(playoffSettingSchema, { sync: true });

interface PlayoffSettingFormProps {
  leagueId: string;
  setting: { playoffTeams: number; byes: number; chosen: boolean };
  teams: number;
}

/** How many teams make the league's playoffs and how many get a bye: MFL does not say, so the user does. */
export function PlayoffSettingForm({ leagueId, setting, teams }: PlayoffSettingFormProps) {
  const save = useSavePlayoffSetting(leagueId);
  const form = useForm({
    initialValues: { playoffTeams: setting.playoffTeams, byes: setting.byes },
    validate,
    ...errorsUntilNextSubmit,
  });
  const error = firstFormError(form.errors) ?? save.error?.message;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Playoff format">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} aria-label="Playoff format" noValidate>
        <Text size="sm" mb="xs">
          {PLAYOFF_SETTING_HINT} {!setting.chosen && <Text span c="dimmed" size="sm">{PLAYOFF_SETTING_DEFAULT_NOTE}</Text>}
        </Text>
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={PLAYOFF_TEAMS_LABEL}
            min={1}
            max={Math.min(teams, MAX_PLAYOFF_TEAMS)}
            allowDecimal={false}
            w={140}
            {...form.getInputProps('playoffTeams', { withError: false })}
          />
          <NumberInput label={BYES_LABEL} min={0} allowDecimal={false} w={140} {...form.getInputProps('byes', { withError: false })} />
          <Button type="submit" loading={save.isPending && save.variables !== null}>
            Save
          </Button>
          {setting.chosen && (
            <Button variant="subtle" onClick={() => save.mutate(null)} loading={save.isPending && save.variables === null}>
              Use default
            </Button>
          )}
        </Group>
        <FormError error={error} />
      </form>
    </Paper>
  );
}
