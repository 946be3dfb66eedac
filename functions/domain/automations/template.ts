/**
 * `{{path.to.value}}` templates in automation texts, filled from the event that triggered the run.
 * A variable the event lacks renders as an empty string; unknown names are refused when the automation is saved
 * (see `unknownVariables`), so a typo is caught before any event arrives.
 */
const VARIABLE = /\{\{\s*([a-zA-Z][\w.]*)\s*\}\}/g;

export type TemplateValues = Readonly<Record<string, unknown>>;

export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(VARIABLE, (_, path: string) => format(lookup(values, path)));
}

export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1]!))];
}

/** The variables of `templates` that are not in `known`, e.g. `['task.titel']`. */
export function unknownVariables(templates: readonly (string | undefined)[], known: readonly string[]): string[] {
  const allowed = new Set(known);
  return [...new Set(templates.flatMap((t) => (t ? templateVariables(t) : [])))].filter((v) => !allowed.has(v));
}

function lookup(values: TemplateValues, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function format(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
