import { fireEvent, within } from '@testing-library/react';

/** Presses a form's submit button and waits for the form to show why it refused: the message under the field. */
export async function submitRefused(form: HTMLElement, button: string, message: string): Promise<void> {
  fireEvent.click(within(form).getByRole('button', { name: button }));
  await within(form).findByText(message);
}
