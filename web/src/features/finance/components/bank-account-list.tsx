import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDollars } from '@shared/format/money';
import type { BankAccount } from '@shared/schemas/finance';
import { Building2, CreditCard, Pencil, PiggyBank } from 'lucide-react';
import { formatDay } from '../../../lib/format-date';

const typeLabels: Readonly<Record<BankAccount['type'], string>> = {
  checking: 'Checking',
  savings: 'Savings',
  credit: 'Credit card',
  other: 'Account',
};

/** Connected accounts (spec §2): name, institution, mask, type and balance; Demo Bank accounts are badged. */
export function BankAccountList({
  accounts,
  onRename,
}: {
  accounts: readonly BankAccount[];
  /** Asks to rename an account (the screen opens its dialog). */
  onRename?: (account: BankAccount) => void;
}) {
  if (accounts.length === 0) {
    return <Text color="fg.muted">No accounts yet. Link a bank or upload a statement to add one.</Text>;
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Connected accounts">
      {accounts.map((account) => {
        const Icon = account.type === 'credit' ? CreditCard : account.type === 'savings' ? PiggyBank : Building2;
        return (
          <HStack
            as="li"
            key={account.id}
            justify="space-between"
            flexWrap="wrap"
            borderWidth="1px"
            borderRadius="md"
            p="3"
          >
            {/* Too narrow for name and balance side by side (a small phone), the balance moves under the name. */}
            <HStack gap="3" minW="0" flex="1 1 10rem">
              <Icon size={20} aria-hidden />
              <Box minW="0">
                {/* Wrapped, not truncated: on a phone 'Demo Business …' hid which of the bank's accounts a row is. */}
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="medium">{account.name}</Text>
                  {account.origin === 'demo' ? <Badge colorPalette="purple">Demo</Badge> : null}
                  {onRename ? (
                    <Button
                      size="2xs"
                      variant="ghost"
                      aria-label={`Rename account ${account.name}`}
                      onClick={() => onRename(account)}
                    >
                      <Pencil size={12} aria-hidden /> Rename
                    </Button>
                  ) : null}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {[account.institution, typeLabels[account.type], account.mask ? `••${account.mask}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Box>
            </HStack>
            <Box textAlign="end" whiteSpace="nowrap" ms="auto">
              <Text fontWeight="semibold">
                {account.balance === null ? 'Balance unknown' : formatDollars(account.balance, { cents: true })}
              </Text>
              {account.balanceAsOf ? (
                <Text fontSize="xs" color="fg.muted">
                  as of {formatDay(account.balanceAsOf)}
                </Text>
              ) : null}
            </Box>
          </HStack>
        );
      })}
    </Stack>
  );
}
