import * as z from 'zod';
import { bankAccountSchema, financialAnalysisSchema } from '../../schemas/finance';
import { defineRoute } from '../route-contract';

/** Spec §7: the workspace's bank accounts (from statements, a linked bank, or the Demo Bank). */
export const listBankAccounts = /* @__PURE__ */ defineRoute({
  id: 'listBankAccounts',
  method: 'GET',
  path: '/api/financial/accounts',
  auth: 'session',
  handler: 'financial/list-bank-accounts',
  response: z.array(bankAccountSchema),
});

/** Spec §7: the financial analysis of the last 30 days (§3's shape plus its health components and analyst). */
export const getFinancialAnalysis = /* @__PURE__ */ defineRoute({
  id: 'getFinancialAnalysis',
  method: 'GET',
  path: '/api/financial/analysis',
  auth: 'session',
  handler: 'financial/get-financial-analysis',
  response: financialAnalysisSchema,
});

/** Without Plaid keys, locally: two accounts and 90 days of a small business's banking, through the import path. */
export const createDemoBank = /* @__PURE__ */ defineRoute({
  id: 'createDemoBank',
  method: 'POST',
  path: '/api/financial/demo-bank',
  auth: 'session',
  handler: 'financial/create-demo-bank',
  response: z.object({ accounts: z.array(bankAccountSchema), imported: z.number().int() }),
  status: 201,
});

/** Removes the Demo Bank's accounts and their transactions. */
export const deleteDemoBank = /* @__PURE__ */ defineRoute({
  id: 'deleteDemoBank',
  method: 'DELETE',
  path: '/api/financial/demo-bank',
  auth: 'session',
  handler: 'financial/delete-demo-bank',
  response: 'empty',
});
