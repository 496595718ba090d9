import type { ReactNode } from 'react';
import type { FormErrors } from '@mantine/form';

/**
 * The forms show one problem at a time, in one alert below the fields rather than under each
 * input: the first field's error, in the order of the schema's fields. A form that sends shows the
 * call's error after it (`firstFormError(form.errors) ?? mutation.error?.message`): a new submit
 * clears both, validation replacing the form's errors and mutate() the last call's.
 */
export function firstFormError(errors: FormErrors): ReactNode {
  return Object.values(errors)[0] ?? null;
}

/** useForm options for that alert: a problem stays until the next submit, as a server's error does. */
export const errorsUntilNextSubmit = { clearInputErrorOnChange: false } as const;
