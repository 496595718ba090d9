import { Select, type SelectProps } from '@mantine/core';

/** Spec 01 §9: the shared selector offers weeks 1–18 and starts at week 1. */
export const SELECTOR_WEEKS = 18;
export const DEFAULT_WEEK = 1;

export interface WeekOption {
  value: string;
  label: string;
}

/** 'Week N' for weeks 1…lastWeek, the current one labelled 'Week N (Current)'. */
export function weekOptions(currentWeek?: number | null, lastWeek: number = SELECTOR_WEEKS): WeekOption[] {
  return Array.from({ length: lastWeek }, (_, i) => {
    const week = i + 1;
    return { value: String(week), label: week === currentWeek ? `Week ${week} (Current)` : `Week ${week}` };
  });
}

export interface WeekSelectorProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'defaultValue'> {
  /** The selected week; week 1 when the parent has none yet. */
  value?: number;
  onChange: (week: number) => void;
  currentWeek?: number | null;
  /** League screens use 17 (spec 02 §9); the shared default is 18. */
  lastWeek?: number;
}

/** A controlled week picker: the parent owns the week and hears every change. */
export function WeekSelector({
  value = DEFAULT_WEEK,
  onChange,
  currentWeek,
  lastWeek = SELECTOR_WEEKS,
  label = 'Week',
  ...selectProps
}: WeekSelectorProps) {
  return (
    <Select
      label={label}
      data={weekOptions(currentWeek, lastWeek)}
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
