import type { FormErrors } from '@mantine/form';
import { settingInfo, settingKeys, type SettingKey, type SystemSettings, systemSettingsSchema } from '@contracts/admin-settings.ts';

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
 * The contract's own rules (the server applies the same), said per field: no negative or out of
 * range numbers, whole numbers, the longest retry delay at least the first, times as HH:MM.
 */
export function validateSettings(values: SettingsFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const key of settingKeys) {
    if (values[key] === '') errors[key] = settingInfo[key].unit === 'HH:MM' ? 'Enter a time as HH:MM' : 'Enter a number';
  }
  const parsed = systemSettingsSchema.safeParse(settingsFromForm(values));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as SettingKey;
    if (errors[key]) continue;
    const unit = settingInfo[key]?.unit ?? '';
    switch (issue.code) {
      case 'too_small':
        errors[key] = `Must be at least ${String(issue.minimum)} ${unit}`;
        break;
      case 'too_big':
        errors[key] = `Must be at most ${String(issue.maximum)} ${unit}`;
        break;
      case 'invalid_type':
        errors[key] = issue.expected === 'int' ? 'Enter a whole number' : 'Enter a number';
        break;
      case 'invalid_format':
        errors[key] = 'Enter a time as HH:MM (00:00 to 23:59)';
        break;
      default:
        errors[key] = key === 'backoff_max_sec' ? `Must be at least the ${settingInfo.backoff_initial_sec.label.toLowerCase()}` : issue.message;
    }
  }
  return errors;
}
