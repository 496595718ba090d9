import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, render } from '@/test/render';
import { ApiError } from '@/lib/api-client';
import { QueryState, SkeletonRows, type QueryLike, type QueryStateVariant } from './query-state';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return { isPending: false, error: null, data: undefined, isFetching: false, refetch: vi.fn(), ...state };
}

function renderState(ui: ReactElement) {
  return render(ui, { auth: fakeAuth() });
}

describe('QueryState', () => {
  it('shows the skeleton while loading', () => {
    renderState(
      <QueryState query={query({ isPending: true })} skeleton={<SkeletonRows label="Loading leagues" rows={2} />} errorTitle="Failed">
        Content
      </QueryState>,
    );
    const skeleton = screen.getByRole('status', { name: 'Loading leagues' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.children).toHaveLength(2);
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
  });

  const variants: QueryStateVariant[] = ['page', 'section', 'compact'];
  it.each(variants)("%s: the title, the error's message and Retry, which loads again", async (variant) => {
    const refetch = vi.fn();
    renderState(
      <QueryState
        query={query({ error: new Error('connection refused'), refetch })}
        variant={variant}
        skeleton={null}
        errorTitle="Could not load your leagues"
      >
        Content
      </QueryState>,
    );
    expect(screen.getByText('Could not load your leagues')).toBeInTheDocument();
    expect(screen.getByText('connection refused')).toBeInTheDocument();
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('section and compact errors are alerts; page shows its title as a heading', () => {
    const error = new Error('boom');
    renderState(
      <>
        <QueryState query={query({ error })} variant="section" skeleton={null} errorTitle="Section failed">
          x
        </QueryState>
        <QueryState query={query({ error })} variant="compact" skeleton={null} errorTitle="Card failed">
          x
        </QueryState>
        <QueryState query={query({ error })} variant="page" skeleton={null} errorTitle="Page failed">
          x
        </QueryState>
      </>,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('Section failed');
    expect(alerts[1]).toHaveTextContent('Card failed');
    expect(screen.getByRole('heading', { name: 'Page failed' })).toBeInTheDocument();
  });

  it('inline: the title and a Retry link on one line, without the message', async () => {
    const refetch = vi.fn();
    renderState(
      <QueryState
        isLoading={false}
        error={new Error('boom')}
        refetch={refetch}
        variant="inline"
        skeleton={null}
        errorTitle="Could not load."
      >
        Content
      </QueryState>,
    );
    expect(screen.getByText(/Could not load\./)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('takes another label for Retry', () => {
    renderState(
      <QueryState
        query={query({ error: new Error('boom') })}
        variant="compact"
        retryLabel="Try again"
        skeleton={null}
        errorTitle="Failed"
      >
        Content
      </QueryState>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("says the error in the screen's words when given them", () => {
    renderState(
      <QueryState
        query={query({ error: new Error('HTTP 502: Bad Gateway') })}
        errorMessage={() => 'Failed to fetch standings data'}
        skeleton={null}
        errorTitle="Failed"
      >
        Content
      </QueryState>,
    );
    expect(screen.getByText('Failed to fetch standings data')).toBeInTheDocument();
    expect(screen.queryByText('HTTP 502: Bad Gateway')).not.toBeInTheDocument();
  });

  it('keeps the data on screen when a refetch could not reach the server, and shows any other failure', () => {
    const { unmount } = renderState(
      <QueryState query={query({ data: ['kept'], error: new ApiError('Network error: Failed to fetch', 0) })} skeleton={null} errorTitle="Failed">
        {(rows: string[]) => rows.join(',')}
      </QueryState>,
    );
    expect(screen.getByText('kept')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    unmount();
    renderState(
      <QueryState query={query({ data: ['kept'], error: new ApiError('MyFantasyLeague is busy', 503) })} skeleton={null} errorTitle="Failed">
        {(rows: string[]) => rows.join(',')}
      </QueryState>,
    );
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByText('kept')).not.toBeInTheDocument();
  });

  it('shows the empty state when the data is empty', () => {
    renderState(
      <QueryState
        query={query({ data: [] as string[] })}
        isEmpty={(rows) => rows.length === 0}
        empty="Nothing yet"
        skeleton={null}
        errorTitle="x"
      >
        {(rows) => rows.join(', ')}
      </QueryState>,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('renders the data through the render prop, or the children as given', () => {
    renderState(
      <>
        <QueryState
          query={query({ data: ['a', 'b'] })}
          isEmpty={(rows) => rows.length === 0}
          empty="Nothing yet"
          skeleton={null}
          errorTitle="x"
        >
          {(rows) => <p>Rows: {rows.join(', ')}</p>}
        </QueryState>
        <QueryState isLoading={false} error={null} refetch={() => {}} isEmpty={false} skeleton={null} errorTitle="x">
          <p>Plain children</p>
        </QueryState>
      </>,
    );
    expect(screen.getByText('Rows: a, b')).toBeInTheDocument();
    expect(screen.getByText('Plain children')).toBeInTheDocument();
    expect(screen.queryByText('Nothing yet')).not.toBeInTheDocument();
  });

  it('loading comes before an error, an error before the data', () => {
    const { rerender } = renderState(
      <QueryState isLoading error={new Error('boom')} refetch={() => {}} skeleton={<p>Skeleton</p>} errorTitle="Failed">
        Content
      </QueryState>,
    );
    expect(screen.getByText('Skeleton')).toBeInTheDocument();
    rerender(
      <QueryState query={query({ error: new Error('boom'), data: 'stale' })} skeleton={<p>Skeleton</p>} errorTitle="Failed">
        Content
      </QueryState>,
    );
    expect(within(screen.getByRole('alert')).getByText('boom')).toBeInTheDocument();
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
  });

  it('Retry shows that it is loading again', () => {
    renderState(
      <QueryState query={query({ error: new Error('boom'), isFetching: true })} variant="page" skeleton={null} errorTitle="Failed">
        Content
      </QueryState>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('data-loading', 'true');
  });
});
