import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DEFAULT_DURATION_MS, notify } from '@/lib/notify';
import { render } from '@/test/render';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));

/** The real Notifications provider (app/providers UiProvider via the render helper), fake timers. */
describe('notify', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => notifications.clean());
    render(null);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows title and message, and is gone by itself after the default 5000 ms', async () => {
    expect(NOTIFICATION_DEFAULT_DURATION_MS).toBe(5000);
    act(() => {
      notify({ type: 'success', title: 'Saved', message: 'All good' });
    });
    expect(await screen.findByText('All good')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.getByText('All good')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000 + 1000);
    });
    expect(screen.queryByText('All good')).not.toBeInTheDocument();
  });

  it('honours its own duration', async () => {
    act(() => {
      notify({ type: 'warning', message: 'Short one', duration: 1200 });
    });
    expect(await screen.findByText('Short one')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1200 + 1000);
    });
    expect(screen.queryByText('Short one')).not.toBeInTheDocument();
  });

  it('can be dismissed before its time', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    act(() => {
      notify({ type: 'error', title: 'Failed', message: 'Dismiss me', duration: 60_000 });
    });
    const message = await screen.findByText('Dismiss me');
    const card = message.closest('[role="alert"]') ?? message.parentElement!.parentElement!;
    const close = card.querySelector('button');
    expect(close).not.toBeNull();
    await user.click(close!);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Dismiss me')).not.toBeInTheDocument();
  });
});
