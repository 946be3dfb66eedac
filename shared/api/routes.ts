import * as apiDocs from './contracts/api-docs';
import * as apiKeys from './contracts/api-keys';
import * as assistant from './contracts/assistant';
import * as audit from './contracts/audit';
import * as auth from './contracts/auth';
import * as automations from './contracts/automations';
import * as billing from './contracts/billing';
import * as finance from './contracts/finance';
import * as forecast from './contracts/forecast';
import * as integrations from './contracts/integrations';
import * as kpi from './contracts/kpi';
import * as notifications from './contracts/notifications';
import * as sso from './contracts/sso';
import * as system from './contracts/system';
import * as tasks from './contracts/tasks';
import * as team from './contracts/team';
import * as webhooks from './contracts/webhooks';
import * as workspace from './contracts/workspace';
import type { RouteContract } from './route-contract';

/** Every area of the API, one contracts module each (`contracts/<area>.ts`), and its handler folder `functions/http/<area>/`. */
const areas = {
  system,
  auth,
  tasks,
  automations,
  team,
  assistant,
  kpi,
  workspace,
  finance,
  forecast,
  integrations,
  billing,
  notifications,
  sso,
  apiKeys,
  apiDocs,
  audit,
  webhooks,
};

/** Any route of the table, typed from its declaration: its id, path, schemas and handler module name. */
export type Route = { [A in keyof typeof areas]: (typeof areas)[A][keyof (typeof areas)[A]] }[keyof typeof areas];
export type RouteId = Route['id'];
/** The handler module names, e.g. `'tasks/create-task'`. */
export type HandlerModuleName = Route['handler'];

/**
 * THE route table: every route each area's contracts module exports. Data only — no handler imports — so infra reads
 * it at synth time (one Lambda and one API route per entry), the local runtime dispatches with it, and the tests check
 * it against the handler modules. A new route is one `defineRoute` constant in its area's contracts module and its
 * handler module `functions/http/<area>/<id in kebab case>.ts`; nothing else names it.
 *
 * The web takes its types from this table (a type-only import) and, at run time, only the schema-free route index
 * generated from it (`route-index.gen.ts`, see scripts/codegen/route-files.ts), so no screen's chunk carries schemas
 * it does not use.
 */
export const routes: readonly Route[] = Object.values(areas).flatMap(
  // By id: a module namespace's key order differs between Node and bundlers, and the generated files must not.
  (area): Route[] => Object.values(area).sort((a: Route, b: Route) => (a.id < b.id ? -1 : 1)),
) satisfies RouteContract[];
