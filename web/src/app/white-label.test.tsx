import { routes } from '@shared/api/routes';
import { automationTemplates } from '@shared/catalog/automation-templates';
import { type Automation, triggerTypeValues } from '@shared/schemas/automation';
import type { Branding } from '@shared/schemas/branding';
import * as z from '@shared/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sample } from 'openapi-sampler';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { routeQueryOptions } from '../lib/api-query';
import { createQueryClient } from '../lib/query-client';
import { aBranding, anAuthUser } from '../testing/fixtures';
import { renderInApp, resetApp } from '../testing/render-in-app';
import { type StubRoutes, stubApi } from '../testing/stub-api';
import { createAppRouter } from './router';
import { SignedInApp } from './signed-in-app';

afterEach(resetApp);
afterAll(() => window.history.replaceState(null, '', '/'));

const owner = anAuthUser({ subscriptionTier: 'elite', role: 'owner' });

/** Everyday values, the first of which that meets a string's `pattern` fills it (the sampler ignores patterns). */
const PATTERNED = ['2026-11-28', '08:00', '#1a5fb4', 'USD', 'item-1'];

/** The JSON Schema with an `example` on each patterned string, which the sampler then uses. */
function withPatternExamples(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withPatternExamples);
  if (!schema || typeof schema !== 'object') return schema;
  const walked = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withPatternExamples(v)]));
  const pattern = (schema as { pattern?: string }).pattern;
  const example = pattern && PATTERNED.find((value) => new RegExp(pattern).test(value));
  return example ? { ...walked, example } : walked;
}

/** Plain-string fields that screens read as a moment (`createdAt`, `dueDate`, `at`) or a time zone. */
const MEANINGFUL_STRINGS: [RegExp, string][] = [
  [/(?:At|Date|^date)$/, '2026-11-28T09:30:00.000Z'],
  [/[tT]imeZone$/, 'America/New_York'],
];

/**
 * Some contracts keep a moment or a time zone as a plain string, which the sampler fills with the word 'string';
 * screens format those, so they get a real one (the contract accepts any string there).
 */
function withMeaningfulStrings(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => withMeaningfulStrings(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withMeaningfulStrings(v, k)]));
  }
  const meaning = value === 'string' && MEANINGFUL_STRINGS.find(([name]) => name.test(key));
  return meaning ? meaning[1] : value;
}

/**
 * An answer for every read the screens make, generated from the route's own response schema (through its JSON
 * Schema): lists hold one item and enums take their first value, so each screen renders its items and their states,
 * not only an empty page.
 */
const readRoutes = routes.filter((route) => route.method === 'GET' && typeof route.response === 'object');
const answers = Object.fromEntries(
  readRoutes.map((route) => {
    const schema = z.toJSONSchema(route.response as z.ZodMiniType, { io: 'output', unrepresentable: 'any' });
    const answer = withMeaningfulStrings(sample(withPatternExamples(schema) as object, { quiet: true }));
    return [route.id, () => answer];
  }),
) as StubRoutes;

/** Every screen of the signed-in app, read from the router's own table; a `$param` becomes a sampled id. */
function signedInPaths(): string[] {
  const router = createAppRouter(createQueryClient());
  return Object.keys(router.routesByPath).map((path) => path.replace(/\$\w+/g, 'string'));
}

/** What a person sees of the page, and what a screen reader says: text, the title, labels and alternative texts. */
function shownText(): string {
  const attributes = [...document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].map((el) =>
    ['aria-label', 'alt', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? '').join(' '),
  );
  return [document.title, document.body.textContent, ...attributes].join('\n');
}

/** Opens `path` in the signed-in app as `branding`'s workspace and waits until its screen has read its data. */
async function openScreen(path: string, branding: Branding, more: StubRoutes = {}) {
  window.history.replaceState(null, '', path);
  stubApi({ ...answers, ...more, getBranding: () => branding, getAuthUser: () => owner });
  const { queryClient } = renderInApp(<SignedInApp />, { signedInAs: owner });
  await screen.findByRole('heading', { level: 1 }, { timeout: 40_000 });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 40_000 });
  await waitFor(() =>
    expect(queryClient.getQueryState(routeQueryOptions('getBranding').queryKey)?.status).toBe('success'),
  );
  // A screen that crashed, or could not read its data, would hide its own text from the search.
  expect(document.body.textContent).not.toMatch(/Something went wrong|could not be loaded|No stub for/);
}

const paths = signedInPaths();

describe('white-label across the signed-in app', () => {
  it('answers every read within its contract (the app checks each answer, and a screen would show a failure)', () => {
    for (const route of readRoutes) {
      const answer = (answers[route.id as keyof StubRoutes] as () => unknown)();
      expect((route.response as z.ZodMiniType).safeParse(answer).error?.issues, route.id).toBeUndefined();
    }
  });

  it('reads every screen from the router', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/tasks', '/financial', '/settings/branding', '/team/string']));
  });

  it.each(paths)("leaves no 'BizPilot' on %s", { timeout: 60_000 }, async (path) => {
    await openScreen(path, aBranding({ hideBizPilotName: true }));
    expect(shownText()).not.toMatch(/bizpilot/i);
  });

  it("leaves no 'BizPilot' in what the automations say of each trigger's source", { timeout: 60_000 }, async () => {
    const sampled = (answers.listAutomations as () => unknown)() as { items: Automation[] };
    const oneOfEach = {
      ...sampled,
      items: triggerTypeValues.map((triggerType) => ({ ...sampled.items[0]!, id: triggerType, triggerType })),
    };
    await openScreen('/automations', aBranding({ hideBizPilotName: true }), { listAutomations: () => oneOfEach });
    // The hints are there to be searched: the triggers the app fires itself say what feeds them.
    expect(await screen.findAllByText(/^Fed by your own tasks/, {}, { timeout: 40_000 })).toHaveLength(2);
    expect(shownText()).not.toMatch(/bizpilot/i);
  });

  it("leaves no 'BizPilot' in the automation templates", { timeout: 60_000 }, async () => {
    await openScreen('/automations/new', aBranding({ hideBizPilotName: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Browse templates' }));
    // The gallery is a lazy chunk: every template is on the page once its list is.
    const templates = await screen.findAllByTestId('automation-template', {}, { timeout: 40_000 });
    expect(templates).toHaveLength(automationTemplates.length);
    expect(shownText()).not.toMatch(/bizpilot/i);
  });

  it("finds the product's name when the workspace is not white-labelled (the search can fail)", {
    timeout: 60_000,
  }, async () => {
    await openScreen('/integrations', aBranding());
    expect(shownText()).toMatch(/BizPilot/);
  });
});
