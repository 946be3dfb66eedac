import {
  type AccountBase,
  Configuration,
  CountryCode,
  type LinkTokenGetResponse,
  PlaidApi,
  PlaidEnvironments,
  Products,
  type Transaction,
} from 'plaid';
import type { CalendarDate } from '../domain/finance/calendar-date';
import { isCalendarDate } from '../domain/finance/calendar-date';
import { parseMoney } from '../domain/finance/money';
import { PlaidApiError } from './plaid-api-error';

/**
 * The bank link, through the official `plaid` SDK: Hosted Link (Plaid hosts the whole flow at a URL the app opens in
 * a popup), completion verified by polling `/link/token/get` for the session's public token, the public token
 * exchanged server-side for an access token, accounts from `/accounts/get`, transactions from `/transactions/sync`
 * with its cursor, and `/item/remove` to unlink. Amounts come back in this app's convention (integer cents,
 * negative for money out: Plaid's own sign is the opposite).
 */
export interface PlaidSettings {
  clientId: string;
  secret: string;
  env: 'sandbox' | 'production';
  /** Tests point the SDK at a local fake; unset means Plaid's host for `env`. */
  basePath?: string;
}

export interface HostedLink {
  linkToken: string;
  url: string;
  expiresAt: string;
}

export type LinkOutcome =
  | { status: 'pending' }
  | { status: 'completed'; publicToken: string; institution: { id: string; name: string } | null }
  | { status: 'exited'; reason: string | null };

export interface LinkedAccount {
  externalId: string;
  name: string;
  mask: string | null;
  type: 'checking' | 'savings' | 'credit' | 'other';
  /** Cash for bank accounts; a card's balance owed is negative. Null when the bank does not say. */
  balanceCents: number | null;
  currency: string | null;
}

export interface SyncedTransaction {
  externalId: string;
  accountExternalId: string;
  date: CalendarDate;
  description: string;
  /** Plaid's cleaned-up merchant name, when it has one. */
  merchant: string | null;
  amountCents: number;
  /** Plaid's own category (`FOOD_AND_DRINK`…): a hint for categorisation. */
  plaidCategory: string | null;
}

export interface SyncPage {
  added: SyncedTransaction[];
  modified: SyncedTransaction[];
  removed: string[];
  nextCursor: string;
}

/** Pages per sync call before it stops and saves its cursor (a fresh item can hold years of history). */
const MAX_SYNC_PAGES = 50;
const SYNC_PAGE_SIZE = 500;

export function plaidBankLink(settings: PlaidSettings) {
  const api = new PlaidApi(
    new Configuration({
      basePath: settings.basePath ?? PlaidEnvironments[settings.env],
      baseOptions: {
        headers: {
          'PLAID-CLIENT-ID': settings.clientId,
          'PLAID-SECRET': settings.secret,
          'Plaid-Version': '2020-09-14',
        },
        timeout: 20_000,
      },
    }),
  );

  return {
    async createHostedLink(input: {
      userId: string;
      /** The name Plaid's window shows the person ('… uses Plaid to connect'): at most 30 characters. */
      clientName: string;
      completionRedirectUri?: string;
      webhook?: string;
    }): Promise<HostedLink> {
      const { data } = await call(() =>
        api.linkTokenCreate({
          user: { client_user_id: input.userId },
          client_name: input.clientName,
          products: [Products.Transactions],
          country_codes: [CountryCode.Us],
          language: 'en',
          transactions: { days_requested: 90 },
          hosted_link: input.completionRedirectUri ? { completion_redirect_uri: input.completionRedirectUri } : {},
          ...(input.webhook ? { webhook: input.webhook } : {}),
        }),
      );
      if (!data.hosted_link_url)
        throw new PlaidApiError('NO_HOSTED_LINK_URL', 'API_ERROR', 'Plaid returned no Hosted Link URL');
      return { linkToken: data.link_token, url: data.hosted_link_url, expiresAt: data.expiration };
    },

    /** Where the user is in the Hosted Link flow: the first session that added an item wins. */
    async linkOutcome(linkToken: string): Promise<LinkOutcome> {
      const { data } = await call(() => api.linkTokenGet({ link_token: linkToken }));
      return outcomeOf(data);
    },

    async exchangePublicToken(publicToken: string): Promise<{ accessToken: string; itemId: string }> {
      const { data } = await call(() => api.itemPublicTokenExchange({ public_token: publicToken }));
      return { accessToken: data.access_token, itemId: data.item_id };
    },

    async accounts(accessToken: string): Promise<{ institutionName: string | null; accounts: LinkedAccount[] }> {
      const { data } = await call(() => api.accountsGet({ access_token: accessToken }));
      return { institutionName: data.item.institution_name ?? null, accounts: data.accounts.map(accountOf) };
    },

    /**
     * Everything new since `cursor` (all history when undefined), page by page. When Plaid reports that the data
     * changed during paging, the pages are fetched again from the starting cursor, as Plaid's docs require.
     */
    async syncTransactions(accessToken: string, cursor: string | undefined): Promise<SyncPage & { hasMore: boolean }> {
      for (let attempt = 0; ; attempt++) {
        const result: SyncPage & { hasMore: boolean } = {
          added: [],
          modified: [],
          removed: [],
          nextCursor: cursor ?? '',
          hasMore: false,
        };
        try {
          for (let page = 0; page < MAX_SYNC_PAGES; page++) {
            const { data } = await call(() =>
              api.transactionsSync({
                access_token: accessToken,
                count: SYNC_PAGE_SIZE,
                ...(result.nextCursor ? { cursor: result.nextCursor } : {}),
              }),
            );
            result.added.push(...data.added.filter((t) => !t.pending).map(transactionOf));
            result.modified.push(...data.modified.filter((t) => !t.pending).map(transactionOf));
            result.removed.push(...data.removed.map((r) => r.transaction_id));
            result.nextCursor = data.next_cursor;
            result.hasMore = data.has_more;
            if (!data.has_more) break;
          }
          return result;
        } catch (error) {
          const restart =
            error instanceof PlaidApiError && error.code === 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION';
          if (!restart || attempt >= 2) throw error;
        }
      }
    },

    async removeItem(accessToken: string): Promise<void> {
      await call(() => api.itemRemove({ access_token: accessToken }));
    },
  };
}

export type PlaidBankLink = ReturnType<typeof plaidBankLink>;

function outcomeOf(data: LinkTokenGetResponse): LinkOutcome {
  const sessions = data.link_sessions ?? [];
  for (const session of sessions) {
    const added = session.results?.item_add_results?.[0];
    if (added)
      return { status: 'completed', publicToken: added.public_token, institution: institutionOf(added.institution) };
    if (session.on_success?.public_token) {
      const institution = institutionOf(session.on_success.metadata?.institution);
      return { status: 'completed', publicToken: session.on_success.public_token, institution };
    }
  }
  const exited = sessions.find((s) => s.finished_at && (s.exit || s.on_exit));
  if (exited)
    return {
      status: 'exited',
      reason: exited.exit?.error?.display_message ?? exited.exit?.error?.error_message ?? null,
    };
  return { status: 'pending' };
}

function institutionOf(institution: { institution_id?: string; name?: string } | null | undefined) {
  return institution?.institution_id && institution.name
    ? { id: institution.institution_id, name: institution.name }
    : null;
}

function accountOf(account: AccountBase): LinkedAccount {
  const type =
    account.type === 'credit'
      ? 'credit'
      : account.type === 'depository' && account.subtype === 'checking'
        ? 'checking'
        : account.type === 'depository' && account.subtype === 'savings'
          ? 'savings'
          : 'other';
  const current = account.balances.current;
  const cents = current === null || current === undefined ? null : centsOf(current);
  return {
    externalId: account.account_id,
    name: account.official_name && account.name.length < 4 ? account.official_name : account.name,
    mask: account.mask ?? null,
    type,
    // Plaid reports a card's (or loan's) balance as the amount owed: for the business that is money it owes.
    balanceCents: cents === null ? null : type === 'credit' || account.type === 'loan' ? -cents : cents,
    currency: account.balances.iso_currency_code ?? account.balances.unofficial_currency_code ?? null,
  };
}

function transactionOf(transaction: Transaction): SyncedTransaction {
  const date = transaction.date;
  if (!isCalendarDate(date))
    throw new PlaidApiError('INVALID_DATE', 'API_ERROR', `Plaid sent a transaction dated ${date}`);
  return {
    externalId: transaction.transaction_id,
    accountExternalId: transaction.account_id,
    date,
    description: transaction.original_description ?? transaction.name,
    merchant: transaction.merchant_name ?? null,
    // Plaid: positive is money out of the account.
    amountCents: -centsOf(transaction.amount),
    plaidCategory: transaction.personal_finance_category?.primary ?? null,
  };
}

/** From Plaid's JSON number, through its decimal text, so 23631.9805 is 2363198 cents and never a float error. */
function centsOf(amount: number): number {
  const parsed = parseMoney(String(amount));
  if (!parsed) throw new PlaidApiError('INVALID_AMOUNT', 'API_ERROR', `Plaid sent an amount of ${amount}`);
  return parsed.cents;
}

/** Plaid answers errors as `{error_type, error_code, error_message}`; the SDK throws them inside an Axios error. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const data = (
      error as { response?: { data?: { error_code?: string; error_type?: string; error_message?: string } } }
    ).response?.data;
    if (data?.error_code)
      throw new PlaidApiError(data.error_code, data.error_type ?? 'API_ERROR', data.error_message ?? data.error_code);
    throw new PlaidApiError('UNREACHABLE', 'API_ERROR', `Plaid could not be reached: ${(error as Error).message}`);
  }
}
