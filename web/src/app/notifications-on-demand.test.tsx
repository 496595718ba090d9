import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { render } from '@/test/render';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));

const container = () => document.querySelector('.mantine-Notifications-root');

describe('notifications on demand', () => {
  it("mounts Mantine's container with the first notification, not before", async () => {
    render(null);
    await act(async () => {});
    expect(container()).toBeNull();

    act(() => {
      notify({ type: 'info', title: 'First', message: 'Shown once the container is in' });
    });
    expect(await screen.findByText('Shown once the container is in')).toBeInTheDocument();
    expect(container()).not.toBeNull();
  });
});
