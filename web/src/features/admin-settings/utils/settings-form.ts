import type { FormErrors } from '@mantine/form';
import { settingInfo, settingKeys, type SettingKey, settingsRefusalSchema, type SystemSettings } from '@contracts/admin-settings.ts';
import { ApiError } from '@/lib/api-client';

/** The form's values: a number field is '' while empty. */
export type SettingsFormValues = { [K in SettingKey]: SystemSettings[K] extends number ? number | '' : string };

export function formValues(settings: SystemSettings): SettingsFormValues {
  return { ...settings };
}

/** The values as PUT /admin/settings takes them: numbers as numbers (spec 02 §5). */
export function settingsFromForm(values: SettingsFormValues): SystemSettings {
  return Object.fromEntries(settingKeys.map((key) => [key, typeof values[key] === 'string' ? values[key] : Number(values[key])])) as SystemSettings;
}

/**
 * Only what the form cannot send: an empty field. What a value may be (ranges, whole numbers, HH:MM,
 * the longest retry delay at least the first) is the database's to judge, on every write: its words
 * come back from the save (savedFieldErrors), so the page and the REST API say the same.
 */
export function validateSettings(values: SettingsFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const key of settingKeys) {
    if (values[key] === '') errors[key] = settingInfo[key].unit === 'HH:MM' ? 'Enter a time as HH:MM' : 'Enter a number';
  }
  return errors;
}

/** A save the database refused (400 with `fields`), as errors under each field: 'must be at least 5' → 'Must be at least 5'. */
export function savedFieldErrors(error: unknown): FormErrors {
  const refusal = error instanceof ApiError ? settingsRefusalSchema.safeParse(error.body) : null;
  if (!refusal?.success) return {};
  return Object.fromEntries(Object.entries(refusal.data.fields).map(([key, problem]) => [key, problem.charAt(0).toUpperCase() + problem.slice(1)]));
}
