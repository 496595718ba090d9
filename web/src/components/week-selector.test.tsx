import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, render } from '@/test/render';
import { DEFAULT_WEEK, SELECTOR_WEEKS, WeekSelector, weekOptions } from './week-selector';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));

describe('weekOptions (spec 01 §9)', () => {
  it("offers weeks 1–18 labelled 'Week N'", () => {
    const options = weekOptions();
    expect(SELECTOR_WEEKS).toBe(18);
    expect(options).toHaveLength(18);
    expect(options[0]).toEqual({ value: '1', label: 'Week 1' });
    expect(options[17]).toEqual({ value: '18', label: 'Week 18' });
  });

  it("adds ' (Current)' to the current week only", () => {
    const options = weekOptions(12);
    expect(options[11].label).toBe('Week 12 (Current)');
    expect(options.filter((o) => o.label.endsWith(' (Current)'))).toHaveLength(1);
  });

  it('marks nothing when the current week is unknown or beyond the range', () => {
    expect(weekOptions(null).some((o) => o.label.includes('Current'))).toBe(false);
    expect(weekOptions(18, 17).some((o) => o.label.includes('Current'))).toBe(false);
    expect(weekOptions(undefined, 17)).toHaveLength(17);
  });
});

describe('weekOptions of a league with its own weeks', () => {
  it('starts at the first week and ends at the last: 2–16, 1–18', () => {
    expect(weekOptions(12, 16, 2).map((o) => o.value)).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 2)));
    expect(weekOptions(12, 18, 1).at(-1)).toEqual({ value: '18', label: 'Week 18' });
  });
});

function Controlled({ initial, onWeek }: { initial?: number; onWeek: (week: number) => void }) {
  const [week, setWeek] = useState(initial);
  return (
    <WeekSelector
      value={week}
      currentWeek={12}
      onChange={(next) => {
        setWeek(next);
        onWeek(next);
      }}
    />
  );
}

describe('WeekSelector', () => {
  it('starts at week 1 when the parent has no week', () => {
    expect(DEFAULT_WEEK).toBe(1);
    render(<WeekSelector onChange={() => {}} />, { auth: fakeAuth() });
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('Week 1');
  });

  it('shows the week the parent passes, with the current marker', () => {
    render(<WeekSelector value={12} currentWeek={12} onChange={() => {}} />, { auth: fakeAuth() });
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('Week 12 (Current)');
  });

  it('reports the chosen week as a number and follows the parent', async () => {
    const onWeek = vi.fn();
    render(<Controlled onWeek={onWeek} />, { auth: fakeAuth() });
    await userEvent.click(screen.getByRole('combobox', { name: 'Week' }));
    expect(await screen.findByRole('option', { name: 'Week 12 (Current)' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(18);
    await userEvent.click(screen.getByRole('option', { name: 'Week 5' }));
    expect(onWeek).toHaveBeenCalledWith(5);
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('Week 5');
  });

  it('does not change by itself when the parent keeps its week', async () => {
    const onChange = vi.fn();
    render(<WeekSelector value={3} onChange={onChange} />, { auth: fakeAuth() });
    await userEvent.click(screen.getByRole('combobox', { name: 'Week' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Week 7' }));
    expect(onChange).toHaveBeenCalledWith(7);
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('Week 3');
  });
});
