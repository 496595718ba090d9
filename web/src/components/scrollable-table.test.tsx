import { screen } from '@testing-library/react';
import { Table } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, render } from '@/test/render';
import { ScrollableTable } from './scrollable-table';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));

/** jsdom lays nothing out: the scrolling box reports the widths a browser would. */
function viewportWidths(scrollWidth: number, clientWidth: number) {
  const isViewport = (el: Element) => el.classList.contains('mantine-ScrollArea-viewport');
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isViewport(this) ? scrollWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isViewport(this) ? clientWidth : 0;
  });
}

function renderTable() {
  render(
    <ScrollableTable minWidth={720} label="East standings">
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Team</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </ScrollableTable>,
    { auth: fakeAuth() },
  );
}

describe('ScrollableTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a table wider than its box (a phone): the box is a named region in the tab order, so keys can scroll it', () => {
    viewportWidths(720, 358);
    renderTable();
    const region = screen.getByRole('region', { name: 'East standings' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('a table that fits: no extra tab stop and no region', () => {
    viewportWidths(1000, 1000);
    renderTable();
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('[tabindex="0"]')).toBeNull();
  });
});
