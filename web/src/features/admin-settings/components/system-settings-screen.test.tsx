import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settingKeys, settingsDefaults } from '@contracts/admin-settings.ts';
import { ApiError } from '@/lib/api-client';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, profileRow } from '@/test/supabase-mock';
import { SystemSettingsScreen } from './system-settings-screen';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));

const admin = () => fakeAuth({ session: fakeSession('admin@example.com'), profile: profileRow({ is_admin: true }) });

beforeEach(() => {
  apiMock.reset();
  apiMock.answer = (path, body) => {
    if (path === '/api/admin/settings' && body !== undefined && typeof body === 'object' && 'poll_interval_active_sec' in (body as object)) {
      return { success: true, message: 'Settings updated.', settings: body };
    }
    return settingsDefaults;
  };
});

describe('/admin/settings', () => {
  it('every key with its unit and what it does, grouped', async () => {
    render(<SystemSettingsScreen />, { auth: admin() });
    expect(await screen.findByRole('textbox', { name: 'Live poll interval (s)' })).toHaveValue('60 s');
    expect(screen.getByRole('textbox', { name: 'Stagger between leagues (ms)' })).toHaveValue('250 ms');
    expect(screen.getByRole('textbox', { name: 'MFL requests per user (requests/min)' })).toHaveValue('60 requests/min');
    expect(screen.getByLabelText('Players sync (HH:MM)')).toHaveValue('06:00');
    for (const key of settingKeys) expect(screen.getByText(key)).toBeInTheDocument();
    for (const group of ['Live polling', 'MFL pace and backoff', 'How long data is kept', 'Daily syncs', 'Live game feed']) {
      expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    }
    expect(screen.getByText(/one call per league, whatever the number of viewers/)).toBeInTheDocument();
  }, 20_000);

  it("saves the whole object with numbers as numbers: 'Settings updated.'", async () => {
    render(<SystemSettingsScreen />, { auth: admin() });
    const active = await screen.findByRole('textbox', { name: 'Live poll interval (s)' });
    await userEvent.clear(active);
    await userEvent.type(active, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings updated.')).toBeInTheDocument();
    const put = apiMock.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/settings');
    expect(put.body).toEqual({ ...settingsDefaults, poll_interval_active_sec: 45 });
    expect(typeof (put.body as Record<string, unknown>).poll_interval_active_sec).toBe('number');
  }, 20_000);

  it("a save the database refuses: 'Failed to save settings' with its message, and its words under each field", async () => {
    const message = 'Invalid settings: backoff_max_sec must be at least backoff_initial_sec; poll_interval_idle_sec must be at least 5';
    apiMock.answer = (_path, body) => {
      if (body && typeof body === 'object' && 'poll_interval_active_sec' in (body as object)) {
        throw new ApiError(message, 400, {
          error: message,
          code: 'bad_request',
          success: false,
          fields: { backoff_max_sec: 'must be at least backoff_initial_sec', poll_interval_idle_sec: 'must be at least 5' },
        });
      }
      return settingsDefaults;
    };
    render(<SystemSettingsScreen />, { auth: admin() });
    const idle = await screen.findByRole('textbox', { name: 'Idle poll interval (s)' });
    await userEvent.clear(idle);
    await userEvent.type(idle, '-30');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Must be at least 5')).toBeInTheDocument();
    expect(screen.getByText('Must be at least backoff_initial_sec')).toBeInTheDocument();
    const alert = screen.getByText('Failed to save settings').closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(apiMock.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ poll_interval_idle_sec: -30 });
  }, 20_000);

  it('an empty field is not sent', async () => {
    render(<SystemSettingsScreen />, { auth: admin() });
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Idle poll interval (s)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
    expect(apiMock.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  }, 20_000);

  it("'Failed to save settings' with the server's reason", async () => {
    apiMock.answer = (_path, body) => {
      if (body && typeof body === 'object' && 'poll_interval_active_sec' in (body as object)) {
        throw new ApiError('Saving the system settings failed: try again shortly', 503);
      }
      return settingsDefaults;
    };
    render(<SystemSettingsScreen />, { auth: admin() });
    await userEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    const alert = (await screen.findByText('Failed to save settings')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText('Saving the system settings failed: try again shortly')).toBeInTheDocument();
  }, 20_000);

  it("'Failed to load settings' with Try Again", async () => {
    let fail = true;
    apiMock.answer = () => {
      if (fail) throw new ApiError('Reading the system settings failed: try again shortly', 503);
      return settingsDefaults;
    };
    render(<SystemSettingsScreen />, { auth: admin() });
    expect(await screen.findByRole('heading', { name: 'Failed to load settings' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Live poll interval (s)' })).toBeInTheDocument());
  }, 20_000);
});
