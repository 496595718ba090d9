import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { settingInfo, type SettingKey, settingKeys, type SystemSettings } from '@contracts/admin-settings.ts';
import { AdminPage } from '@/components/admin-page';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { useSystemSettings } from '@/data/admin/system-settings';
import { notify } from '@/lib/notify';
import { useSaveSystemSettings } from '../api/save-system-settings';
import { formValues, savedFieldErrors, settingsFromForm, type SettingsFormValues, validateSettings } from '../utils/settings-form';

export const LOAD_FAILED = 'Failed to load settings';
export const SAVE_FAILED = 'Failed to save settings';

const groups = [...new Set(settingKeys.map((key) => settingInfo[key].group))];

/** /admin/settings (spec 02 §4): every system setting with its unit and what it does. */
export function SystemSettingsScreen() {
  const settings = useSystemSettings();
  return (
    <AdminPage
      title="System Settings"
      description="How often the app asks MyFantasyLeague and Tank01, how long it keeps their answers, and when the daily syncs run."
    >
      <QueryState
        query={settings}
        variant="page"
        errorTitle={LOAD_FAILED}
        retryLabel="Try Again"
        skeleton={<SkeletonRows label="Loading settings" rows={8} height={56} />}
      >
        {(loaded) => <SettingsForm key={JSON.stringify(loaded)} settings={loaded} />}
      </QueryState>
    </AdminPage>
  );
}

function useSettingsForm(settings: SystemSettings) {
  return useForm<SettingsFormValues>({ initialValues: formValues(settings), validate: validateSettings });
}

function SettingsForm({ settings }: { settings: SystemSettings }) {
  const save = useSaveSystemSettings();
  const form = useSettingsForm(settings);
  const submit = form.onSubmit((values) =>
    save.mutate(settingsFromForm(values), {
      onSuccess: (answer) => notify({ type: 'success', message: answer.message }),
      onError: (error) => form.setErrors(savedFieldErrors(error)),
    })
  );
  return (
    <form onSubmit={submit} aria-label="System settings" noValidate>
      <Stack gap="md">
        {groups.map((group) => (
          <Paper key={group} withBorder radius="md" p="md" component="section" aria-label={group}>
            <Title order={2} size="h4" mb="sm">
              {group}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {settingKeys.filter((key) => settingInfo[key].group === group).map((key) => <SettingField key={key} name={key} form={form} />)}
            </SimpleGrid>
          </Paper>
        ))}
        {save.error && (
          <Alert color="red" title={SAVE_FAILED} role="alert">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
            Reset changes
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SettingField({ name, form }: { name: SettingKey; form: ReturnType<typeof useSettingsForm> }) {
  const info = settingInfo[name];
  const description = (
    <>
      {info.help} <Text span size="xs" ff="monospace" c="dimmed">{name}</Text>
    </>
  );
  if (info.unit === 'HH:MM') {
    return <TextInput type="time" label={`${info.label} (HH:MM)`} description={description} {...form.getInputProps(name)} />;
  }
  return (
    <NumberInput
      label={`${info.label} (${info.unit})`}
      description={description}
      allowDecimal={false}
      allowNegative
      suffix={` ${info.unit}`}
      {...form.getInputProps(name)}
    />
  );
}
