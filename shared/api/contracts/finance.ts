import { fileTooLargeMessage, MAX_STATEMENT_REQUEST_BYTES } from '../../finance/statement-upload';
import {
  bankAccountListSchema,
  bankAccountSchema,
  bankLinkStatusSchema,
  bankSyncOutcomeSchema,
  connectBankResponseSchema,
  demoBankCreatedSchema,
  financialAnalysisQuerySchema,
  financialAnalysisSchema,
  recategoriseRequestSchema,
  recategoriseResponseSchema,
  renameBankAccountRequestSchema,
  startImportRequestSchema,
  statementPageSchema,
  statementSchema,
  transactionExportQuerySchema,
  transactionPageSchema,
  transactionParamsSchema,
  transactionsQuerySchema,
  uploadUrlRequestSchema,
  uploadUrlResponseSchema,
} from '../../schemas/finance';
import { idParamsSchema } from '../../schemas/id-params';
import { pageQuerySchema } from '../../schemas/pagination';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('finance');

/** Spec §7: the workspace's bank accounts (from statements, a linked bank, or the Demo Bank). */
export const listBankAccounts = /* @__PURE__ */ defineRoute({
  id: 'listBankAccounts',
  method: 'GET',
  path: '/api/financial/accounts',
  auth: 'session',
  permission: 'finance.view',
  response: bankAccountListSchema,
});

/** Renames an account (an uploaded statement's account is named after its bank and last digits until then). */
export const renameBankAccount = /* @__PURE__ */ defineRoute({
  id: 'renameBankAccount',
  method: 'PATCH',
  path: '/api/financial/accounts/{id}',
  auth: 'session',
  permission: 'finance.manage',
  params: idParamsSchema,
  body: renameBankAccountRequestSchema,
  response: bankAccountSchema,
});

/**
 * Spec §7: the financial analysis of the last 30 days, or of the dashboard's other ranges (`timeRange` 7d, 90d,
 * 365d), against the period before (§3's shape plus its health components and analyst).
 */
export const getFinancialAnalysis = /* @__PURE__ */ defineRoute({
  id: 'getFinancialAnalysis',
  method: 'GET',
  path: '/api/financial/analysis',
  auth: 'session',
  permission: 'finance.view',
  query: financialAnalysisQuerySchema,
  response: financialAnalysisSchema,
});

/** Without Plaid keys, locally: two accounts and 90 days of a small business's banking, through the import path. */
export const createDemoBank = /* @__PURE__ */ defineRoute({
  id: 'createDemoBank',
  method: 'POST',
  path: '/api/financial/demo-bank',
  auth: 'session',
  permission: 'finance.manage',
  response: demoBankCreatedSchema,
  status: 201,
});

/** Removes the Demo Bank's accounts and their transactions. */
export const deleteDemoBank = /* @__PURE__ */ defineRoute({
  id: 'deleteDemoBank',
  method: 'DELETE',
  path: '/api/financial/demo-bank',
  auth: 'session',
  permission: 'finance.manage',
  response: 'empty',
});

/**
 * Spec §7: a statement file in a multipart body (field `statement`), for files that fit a request (up to 10 MB
 * locally; in AWS, what API Gateway and Lambda carry). The answer is the new statement, `uploaded`; its import runs
 * as a job (`listStatements` follows it).
 */
export const uploadStatement = /* @__PURE__ */ defineRoute({
  id: 'uploadStatement',
  method: 'POST',
  path: '/api/financial/upload-statement',
  auth: 'session',
  permission: 'finance.manage',
  // An expression here (not a constant) would keep this contract, and every statement schema, in every bundle that
  // imports one financial route: a bundler cannot prove the sum free of side effects.
  maxBodyBytes: MAX_STATEMENT_REQUEST_BYTES,
  bodyTooLargeMessage: fileTooLargeMessage,
  response: statementSchema,
  status: 201,
});

/** The way the web uploads: a presigned S3 POST for one new key of the workspace (at most 10 MB). */
export const createStatementUploadUrl = /* @__PURE__ */ defineRoute({
  id: 'createStatementUploadUrl',
  method: 'POST',
  path: '/api/financial/statements/upload-url',
  auth: 'session',
  permission: 'finance.manage',
  body: uploadUrlRequestSchema,
  response: uploadUrlResponseSchema,
});

/** After the browser posted the file to S3: the file becomes a statement and its import starts. */
export const startStatementImport = /* @__PURE__ */ defineRoute({
  id: 'startStatementImport',
  method: 'POST',
  path: '/api/financial/statements',
  auth: 'session',
  permission: 'finance.manage',
  body: startImportRequestSchema,
  response: statementSchema,
  status: 201,
});

/** The workspace's statements with their import status and outcome, newest first. */
export const listStatements = /* @__PURE__ */ defineRoute({
  id: 'listStatements',
  method: 'GET',
  path: '/api/financial/statements',
  auth: 'session',
  permission: 'finance.view',
  query: pageQuerySchema,
  response: statementPageSchema,
});

/**
 * Deletes a statement: its transactions leave the books (the analysis and the dashboard's figures with them), then
 * its file and its record go. A statement still importing cannot be deleted yet (409).
 */
export const deleteStatement = /* @__PURE__ */ defineRoute({
  id: 'deleteStatement',
  method: 'DELETE',
  path: '/api/financial/statements/{id}',
  auth: 'session',
  permission: 'finance.manage',
  params: idParamsSchema,
  response: 'empty',
});

/**
 * The workspace's transactions, newest first, filtered on the server (`from`/`to` dates, `category`, `q` words of
 * the description or merchant, `accountId`), paged.
 */
export const listTransactions = /* @__PURE__ */ defineRoute({
  id: 'listTransactions',
  method: 'GET',
  path: '/api/financial/transactions',
  auth: 'session',
  permission: 'finance.view',
  query: transactionsQuerySchema,
  response: transactionPageSchema,
});

/** A transaction's category from the user; `applyToMerchant` also stores and re-applies the merchant's rule. */
export const recategoriseTransaction = /* @__PURE__ */ defineRoute({
  id: 'recategoriseTransaction',
  method: 'PATCH',
  path: '/api/financial/transactions/{id}',
  auth: 'session',
  permission: 'finance.manage',
  params: transactionParamsSchema,
  body: recategoriseRequestSchema,
  response: recategoriseResponseSchema,
});

/**
 * Spec §7: starts linking a bank. With Plaid keys, a Hosted Link session: `{linkUrl, linkId}` (the screen opens the
 * URL in its popup and verifies `linkId`); without them, 200 `{message}` saying so and what to do instead.
 */
export const connectPlaid = /* @__PURE__ */ defineRoute({
  id: 'connectPlaid',
  method: 'POST',
  path: '/api/financial/connect-plaid',
  auth: 'session',
  permission: 'finance.manage',
  response: connectBankResponseSchema,
});

/** Asks Plaid how the link's session ended; the first answer that finds it finished completes the link. */
export const verifyBankLink = /* @__PURE__ */ defineRoute({
  id: 'verifyBankLink',
  method: 'POST',
  path: '/api/financial/bank-links/{id}/verify',
  auth: 'session',
  permission: 'finance.manage',
  params: idParamsSchema,
  response: bankLinkStatusSchema,
});

/** Syncs a connected bank's transactions now (the hourly sync runs the same). */
export const syncBankLink = /* @__PURE__ */ defineRoute({
  id: 'syncBankLink',
  method: 'POST',
  path: '/api/financial/bank-links/{id}/sync',
  auth: 'session',
  permission: 'finance.manage',
  params: idParamsSchema,
  response: bankSyncOutcomeSchema,
});

/** Unlinks a bank at Plaid and removes its accounts and their transactions. */
export const removeBankLink = /* @__PURE__ */ defineRoute({
  id: 'removeBankLink',
  method: 'DELETE',
  path: '/api/financial/bank-links/{id}',
  auth: 'session',
  permission: 'finance.manage',
  params: idParamsSchema,
  response: 'empty',
});

/** The transactions matching the list's filters as a CSV download. */
export const exportTransactions = /* @__PURE__ */ defineRoute({
  id: 'exportTransactions',
  method: 'GET',
  path: '/api/financial/transactions/export',
  auth: 'session',
  permission: 'finance.view',
  query: transactionExportQuerySchema,
  response: 'page',
});
