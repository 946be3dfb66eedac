import type { IntegrationProviderId } from '@shared/catalog/integrations';
import type { SyncedItem } from '@shared/schemas/synced-item';
import type * as z from '@shared/zod';
import type { Credentials } from './kit/auth-style';
import type { HttpTransport } from './kit/provider-http';
import type { OAuthProviderConfig } from './oauth/oauth-provider-config';

/**
 * What a provider module implements. A connector is the provider's documented API and nothing else: it reads
 * pages, maps them to `SyncedItem`s and says where to resume; storing items, counting them, publishing events and
 * keeping the cursor belong to the sync service.
 */
export interface ConnectorContext {
  /** The connection's API base URL (its `apiUrl`): the provider's default, a store's own host, or the sandbox. */
  apiUrl: string;
  /** `apiKey` holds the API key or the OAuth access token; `apiSecret` the second half where a provider has one. */
  credentials: Credentials;
  /** The account inside the provider the connection reads, where the API needs it named (a QuickBooks realm). */
  accountId?: string;
  transport: HttpTransport;
  /** The sync's clock, e.g. for "events from the last 90 days". */
  now: Date;
}

export interface ConnectionCheck {
  /** What the provider said about the account, e.g. 'Connected to Shopify store "Acme Goods"'. */
  message: string;
}

/** Receives each page of mapped items; the sync awaits it, so a slow store slows the reads instead of piling up. */
export type ItemSink = (items: readonly SyncedItem[]) => Promise<void>;

export interface CrmNote {
  /** Who the note is about; the CRM's contact is found by email first, then by name. */
  contact: { name: string | null; email: string | null };
  text: string;
  occurredAt: string;
}

export interface CrmWriter {
  /** Creates a note (an activity) on the matching contact; answers the contact's id in the CRM. */
  recordNote(ctx: ConnectorContext, note: CrmNote): Promise<{ contactId: string }>;
}

/** A chat message an automation posts (`post_slack`, `post_teams`). */
export interface ChatPost {
  /** Slack: a channel id or `#name`; Teams: `<teamId>/<channelId>`. */
  channel: string;
  text: string;
  /** The step's idempotency key: Slack drops a repeat with the same `client_msg_id`. */
  idempotencyKey: string;
}

export interface ChatPoster {
  /** Posts the message; answers the provider's id of it (Slack's `ts`, Teams' message id). */
  postMessage(ctx: ConnectorContext, post: ChatPost): Promise<{ messageId: string }>;
}

export interface Connector<Cursor = unknown> {
  readonly provider: IntegrationProviderId;
  /** The incremental-sync state this connector keeps per connection (an updated-since mark, a sync token…). */
  readonly cursorSchema: z.ZodMiniType<Cursor>;
  /** The provider's cheapest authenticated call; throws a `ConnectorError` saying why it failed. */
  test(ctx: ConnectorContext): Promise<ConnectionCheck>;
  /**
   * Reads what changed since `cursor` (everything when it is undefined), hands mapped items to `sink` page by page,
   * and answers the cursor to resume from. Items may repeat across syncs (an updated-since mark is inclusive); the
   * store upserts them by `externalId`, so that is harmless.
   */
  sync(ctx: ConnectorContext, cursor: Cursor | undefined, sink: ItemSink): Promise<Cursor>;
  /** CRMs only: the `update_crm` automation action. */
  readonly crm?: CrmWriter;
  /** Chat apps only: the `post_slack` / `post_teams` automation actions. */
  readonly chat?: ChatPoster;
  /** OAuth2 providers with an authorization-code flow. */
  readonly oauth?: OAuthProviderConfig;
}

/**
 * Keeps the cursor type of each connector checked while the table of connectors holds them side by side. The type is
 * inferred from `cursorSchema`, so `sync` reads and answers the cursor the schema stores, with no type to keep beside it.
 */
export function defineConnector<Cursor>(connector: Connector<Cursor>): Connector<Cursor> {
  return connector;
}
