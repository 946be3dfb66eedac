import type { RouteDefinition } from '../../shared/api/route-contract';

/** One read a route cannot do without, in DynamoDB read units, and why it cannot. */
export interface MinimumPart {
  what: string;
  units: number;
  why: string;
}

/** The fewest read units a correct route can be billed, as the parts that add up to it. */
export interface MinimumReads {
  units: number;
  parts: MinimumPart[];
}

/** How the measured request authenticates: a session cookie (the browser) or an API key (a script). */
export type Caller = 'cookie' | 'apiKey';

const answerWhy =
  "the route's answer (its JSON stands for the stored data it shows), read in one eventually consistent Query: 0.5 per 4 KB";

/** Half a unit per 4 KB, at least half a unit: DynamoDB's price for an eventually consistent read. */
const eventuallyConsistent = (bytes: number) => Math.max(0.5, Math.ceil(bytes / 4096) * 0.5);

const SESSION: MinimumPart = {
  what: 'session',
  units: 0.5,
  why: 'who is asking: the session item (under 4 KB), eventually consistent; each Lambda reads it on every request',
};
const API_KEY: MinimumPart = {
  what: 'API key',
  units: 1,
  why: "who is asking: the key's lookup item, strongly consistent so that a revoked key stops at once",
};
const MEMBER: MinimumPart = {
  what: 'member',
  units: 1,
  why: "what they may do: the member's role, strongly consistent so that a removal or a role change holds from the next request",
};
const PLAN: MinimumPart = {
  what: 'plan',
  units: 0.5,
  why: "whether the plan allows it: the workspace item's tier (and AI switch), eventually consistent",
};

/**
 * Routes whose answer is computed from more stored data than it shows, and what that data is. Every other route's
 * data is its answer's JSON read in one eventually consistent Query (a list page, an item, or what a write returns).
 */
const DATA_BEYOND_THE_ANSWER: Readonly<Record<string, { units: number; why: string }>> = {
  'GET /api/financial/analysis': {
    units: 1,
    why: "the day totals of the period and the one before and the accounts' balances: two item collections, so two Queries of at least 0.5",
  },
};

/**
 * The minimum read units of a route, defined once for the cost bench: authentication (the session, or the API key),
 * authorisation (the member's role, on a route that needs a capability; the plan, on a route gated by a plan feature
 * or by the AI switch, and on every API-key request, which needs the API-access feature) and the data the route
 * answers. A minimum without authentication and authorisation would be a floor no correct route can reach.
 */
export function minimumReads(
  route: Pick<RouteDefinition, 'method' | 'path' | 'permission' | 'planFeature' | 'usesAi'>,
  responseBytes: number,
  caller: Caller = 'cookie',
): MinimumReads {
  const parts: MinimumPart[] = [caller === 'apiKey' ? API_KEY : SESSION];
  const capability = route.permission !== 'public' && route.permission !== 'account';
  if (capability) parts.push(MEMBER);
  if (caller === 'apiKey' || (capability && (route.planFeature || route.usesAi))) parts.push(PLAN);
  const beyond = DATA_BEYOND_THE_ANSWER[`${route.method} ${route.path}`];
  const answer = eventuallyConsistent(responseBytes);
  parts.push(
    beyond && beyond.units > answer
      ? { what: 'data', units: beyond.units, why: beyond.why }
      : { what: 'data', units: answer, why: answerWhy },
  );
  return { units: parts.reduce((total, part) => total + part.units, 0), parts };
}

/** Each part of a minimum and the routes whose data is more than their answer, with the reason: the bench's legend. */
export function minimumLegend(): Array<[part: string, why: string]> {
  return [
    ...[SESSION, API_KEY, MEMBER, PLAN].map((part): [string, string] => [part.what, `${part.units} RU, ${part.why}`]),
    ['data', `at least 0.5 RU, ${answerWhy}, except:`],
    ...Object.entries(DATA_BEYOND_THE_ANSWER).map(([route, data]): [string, string] => [
      `data of ${route}`,
      `${data.units} RU, ${data.why}`,
    ]),
  ];
}

/** `0.5 session + 1 member + 0.5 data`: the parts as the bench prints them. */
export const describeMinimum = ({ parts }: MinimumReads): string =>
  parts.map((part) => `${part.units} ${part.what}`).join(' + ');
