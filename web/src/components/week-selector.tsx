import { Select, type SelectProps } from '@mantine/core';

/** Spec 01 §9: the shared selector offers weeks 1–18 and starts at week 1. */
export const SELECTOR_WEEKS = 18;
export const DEFAULT_WEEK = 1;

export interface WeekOption {
  value: string;
  label: string;
}

/**
 * 'Week N' for weeks firstWeek…lastWeek (a league's own weeks: one starting in week 2, one ending in
 * week 18), the current one labelled 'Week N (Current)'.
 */
export function weekOptions(currentWeek?: number | null, lastWeek: number = SELECTOR_WEEKS, firstWeek = 1): WeekOption[] {
  return Array.from({ length: Math.max(0, lastWeek - firstWeek + 1) }, (_, i) => {
    const week = firstWeek + i;
    return { value: String(week), label: week === currentWeek ? `Week ${week} (Current)` : `Week ${week}` };
  });
}

export interface WeekSelectorProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'defaultValue'> {
  /** The selected week; week 1 when the parent has none yet. */
  value?: number;
  onChange: (week: number) => void;
  currentWeek?: number | null;
  /** League screens use the league's own last week (17 when it names none, spec 02 §9); the shared default is 18. */
  lastWeek?: number;
  /** The league's first week (1 unless it starts later). */
  firstWeek?: number;
}

/** A controlled week picker: the parent owns the week and hears every change. */
export function WeekSelector({
  value = DEFAULT_WEEK,
  onChange,
  currentWeek,
  lastWeek = SELECTOR_WEEKS,
  firstWeek = 1,
  label = 'Week',
  ...selectProps
}: WeekSelectorProps) {
  const options = weekOptions(currentWeek, lastWeek, firstWeek);
  // A week outside the range (the NFL's week 1 in a league that starts in week 2) stays readable.
  if (!options.some((option) => option.value === String(value))) options.unshift({ value: String(value), label: `Week ${value}` });
  return (
    <Select
      label={label}
      data={options}
      value={String(value)}
      onChange={(next) => {
        if (next !== null) onChange(Number(next));
      }}
      allowDeselect={false}
      checkIconPosition="right"
      {...selectProps}
    />
  );
}
