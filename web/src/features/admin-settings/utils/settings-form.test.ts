import { describe, expect, it } from 'vitest';
import { settingsDefaults } from '@contracts/admin-settings.ts';
import { ApiError } from '@/lib/api-client';
import { formValues, savedFieldErrors, settingsFromForm, validateSettings } from './settings-form';

describe('the settings form', () => {
  it('the defaults go back as they came, numbers as numbers', () => {
    const values = formValues({ ...settingsDefaults });
    expect(validateSettings(values)).toEqual({});
    expect(settingsFromForm(values)).toEqual(settingsDefaults);
    expect(typeof settingsFromForm({ ...values, backoff_max_sec: 90 }).backoff_max_sec).toBe('number');
  });

  it('refuses only what it cannot send: empty fields', () => {
    const errors = validateSettings({ ...formValues({ ...settingsDefaults }), hard_cap_rpm_per_user: '', league_settings_refresh_local_time: '' });
    expect(errors).toEqual({ hard_cap_rpm_per_user: 'Enter a number', league_settings_refresh_local_time: 'Enter a time as HH:MM' });
  });

  it("leaves the values' rules to the database: out of range, fractions, bad times go to the server", () => {
    expect(validateSettings({ ...formValues({ ...settingsDefaults }), poll_interval_active_sec: -5, backoff_max_sec: 1, players_daily_refresh_local_time: '25:00' })).toEqual({});
  });

  it("the database's refusal, under each field it names", () => {
    const refusal = new ApiError('Invalid settings: backoff_max_sec must be at least backoff_initial_sec; poll_interval_active_sec must be at least 5', 400, {
      error: 'Invalid settings: backoff_max_sec must be at least backoff_initial_sec; poll_interval_active_sec must be at least 5',
      code: 'bad_request',
      success: false,
      fields: { backoff_max_sec: 'must be at least backoff_initial_sec', poll_interval_active_sec: 'must be at least 5' },
    });
    expect(savedFieldErrors(refusal)).toEqual({ backoff_max_sec: 'Must be at least backoff_initial_sec', poll_interval_active_sec: 'Must be at least 5' });
    expect(savedFieldErrors(new ApiError('Saving the system settings failed: try again shortly', 503))).toEqual({});
  });
});
