import { fireEvent, within } from '@testing-library/react';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Types into a form's fields by their labels (a required field's label with its mark), in the order given: a choice
 * can bring up the next field. A select takes the option's value.
 */
export function changeFields(form: HTMLElement, fields: Readonly<Record<string, string>>): void {
  for (const [label, value] of Object.entries(fields)) {
    const field = within(form).getByLabelText(new RegExp(`^${escaped(label)}\\s*\\*?$`));
    fireEvent.change(field, { target: { value } });
  }
}
