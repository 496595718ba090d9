import { describe, expect, it } from 'vitest';
import { settingsDefaults } from '@contracts/admin-settings.ts';
import { formValues, settingsFromForm, validateSettings } from './settings-form';

describe('the settings form', () => {
  it('the defaults are valid and go back as they came, numbers as numbers', () => {
    const values = formValues({ ...settingsDefaults });
    expect(validateSettings(values)).toEqual({});
    expect(settingsFromForm(values)).toEqual(settingsDefaults);
    expect(typeof settingsFromForm({ ...values, backoff_max_sec: 90 }).backoff_max_sec).toBe('number');
  });

  it('refuses negative and out-of-range intervals, empty fields and fractions, per field', () => {
    const errors = validateSettings({
      ...formValues({ ...settingsDefaults }),
      poll_interval_active_sec: -5,
      per_league_stagger_ms: -1,
      hard_cap_rpm_per_user: '',
      roster_client_ttl_sec: 1.5,
      schedule_client_ttl_sec: 999_999,
    });
    expect(errors).toEqual({
      poll_interval_active_sec: 'Must be at least 5 s',
      per_league_stagger_ms: 'Must be at least 0 ms',
      hard_cap_rpm_per_user: 'Enter a number',
      roster_client_ttl_sec: 'Enter a whole number',
      schedule_client_ttl_sec: 'Must be at most 86400 s',
    });
  });

  it('the longest retry delay is at least the first', () => {
    expect(validateSettings({ ...formValues({ ...settingsDefaults }), backoff_initial_sec: 60, backoff_max_sec: 30 })).toEqual({
      backoff_max_sec: 'Must be at least the first retry delay',
    });
  });

  it('daily times are HH:MM', () => {
    const errors = validateSettings({ ...formValues({ ...settingsDefaults }), players_daily_refresh_local_time: '25:00', league_settings_refresh_local_time: '' });
    expect(errors).toEqual({
      players_daily_refresh_local_time: 'Enter a time as HH:MM (00:00 to 23:59)',
      league_settings_refresh_local_time: 'Enter a time as HH:MM',
    });
  });
});
