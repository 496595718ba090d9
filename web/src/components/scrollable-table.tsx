import { useEffect, useState } from 'react';
import { Table, type TableScrollContainerProps } from '@mantine/core';

/** Whether the element is wider inside than its box, kept current as either width changes. */
function useOverflowsSideways(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

export interface ScrollableTableProps extends Omit<TableScrollContainerProps, 'scrollAreaProps'> {
  /** Names the scrolling box for screen readers, e.g. 'East standings'. */
  label: string;
}

/**
 * A table that scrolls sideways in its own box when it is wider than the screen (a phone), and
 * that box can be reached without a mouse (WCAG 2.1.1): while the table overflows, the box is a
 * named region in the tab order, so the arrow keys scroll it. When it fits, it adds no tab stop.
 */
export function ScrollableTable({ label, children, ...props }: ScrollableTableProps) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflowsSideways(viewport);
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{
        viewportRef: setViewport,
        viewportProps: overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : undefined,
      }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
