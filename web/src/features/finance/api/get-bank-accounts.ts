import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';

export const bankAccountsQueryOptions = () => routeQueryOptions('listBankAccounts');

/** The accounts' cache key (spec §7: GET /api/financial/accounts). */
export const bankAccountsQueryKey = bankAccountsQueryOptions().queryKey;

export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions());
}
