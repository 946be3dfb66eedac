import type { Locator } from 'playwright-core';

/**
 * Fills a form's fields by their labels, in the order given (a choice can bring up the next field): a select takes
 * the option's value, any other field the text.
 */
export async function fillFields(form: Locator, fields: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabel(label);
    if (await field.evaluate((element) => element instanceof HTMLSelectElement)) await field.selectOption(value);
    else await field.fill(value);
  }
}
