import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession } from '@/test/supabase-mock';
import { MflConnectForm } from './mfl-connect-form';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));

async function fill(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('MFL username'), username);
  if (password) await user.type(screen.getByLabelText('MFL password'), password);
  await user.click(screen.getByRole('button', { name: 'Connect MFL Account' }));
}

describe('MflConnectForm', () => {
  beforeEach(() => apiMock.reset());

  it.each([
    ['', ''],
    ['demo', ''],
    ['', 'demo123'],
    ['   ', '   '],
  ])("username %j, password %j: 'Please enter both MFL username and password', no call", async (username, password) => {
    render(<MflConnectForm />, { auth: fakeAuth({ session: fakeSession() }) });
    await fill(username, password);
    expect(await within(screen.getByRole('form', { name: 'Connect MFL account' })).findByRole('alert')).toHaveTextContent('Please enter both MFL username and password');
    expect(apiMock.calls).toEqual([]);
  });

  it('connects, refreshes the profile, notifies success and a sync warning', async () => {
    apiMock.answer = () => ({
      success: true,
      message: 'Successfully connected to MyFantasyLeague',
      cookieExpires: '2026-10-02T12:00:00Z',
      username: 'demo',
      warnings: ['League 1234 skipped: not found'],
    });
    const auth = fakeAuth({ session: fakeSession() });
    const onConnected = vi.fn();
    render(<MflConnectForm onConnected={onConnected} />, { auth });
    await fill(' demo ', 'demo123');
    await waitFor(() => expect(onConnected).toHaveBeenCalled());
    expect(apiMock.calls).toEqual([{ method: 'POST', path: '/api/mfl/login', body: { username: 'demo', password: 'demo123' } }]);
    expect(auth.refreshProfile).toHaveBeenCalled();
    expect(await screen.findByText('Successfully connected to MyFantasyLeague')).toBeInTheDocument();
    expect(screen.getByText('League 1234 skipped: not found')).toBeInTheDocument();
    expect(screen.getByLabelText('MFL password')).toHaveValue('');
  });

  it("shows the server's error inline (401 'Login failed: …')", async () => {
    apiMock.answer = () => {
      throw new ApiError('Login failed: Invalid username or password', 401);
    };
    const auth = fakeAuth({ session: fakeSession() });
    render(<MflConnectForm />, { auth });
    await fill('demo', 'wrong');
    expect(await within(screen.getByRole('form', { name: 'Connect MFL account' })).findByRole('alert')).toHaveTextContent(
      'Login failed: Invalid username or password',
    );
    expect(auth.refreshProfile).not.toHaveBeenCalled();
  });

  it("an answer without success is 'Login failed'", async () => {
    apiMock.answer = () => ({ success: false });
    render(<MflConnectForm />, { auth: fakeAuth({ session: fakeSession() }) });
    await fill('demo', 'demo123');
    expect(await within(screen.getByRole('form', { name: 'Connect MFL account' })).findByRole('alert')).toHaveTextContent('Login failed');
  });

  it("needs a signed-in user: 'Must be logged in to connect MFL account'", async () => {
    render(<MflConnectForm />, { auth: fakeAuth() });
    await fill('demo', 'demo123');
    expect(await within(screen.getByRole('form', { name: 'Connect MFL account' })).findByRole('alert')).toHaveTextContent('Must be logged in to connect MFL account');
    expect(apiMock.calls).toEqual([]);
  });

  it('prefills the stored username', () => {
    render(<MflConnectForm initialUsername="demo" />, { auth: fakeAuth({ session: fakeSession() }) });
    expect(screen.getByLabelText('MFL username')).toHaveValue('demo');
  });
});
