import { Badge, Group, List, Text } from '@mantine/core';
import { assetSummary } from '@/data/league/transaction-assets';
import { transactionTypeLabel } from '@/data/league/transaction-types';
import { formatDate } from '@/lib/format';
import type { Transaction } from '@contracts/league-transactions.ts';
import { recentTransactions } from '../utils/transactions';

export interface RecentTransactionsProps {
  /** The newest five, newest first; three are shown (spec 01 §9). */
  transactions: readonly Transaction[];
  franchiseNames: Readonly<Record<string, string>>;
}

export function RecentTransactions({ transactions, franchiseNames }: RecentTransactionsProps) {
  const shown = recentTransactions(transactions);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No transactions yet this season.
      </Text>
    );
  }
  return (
    <List spacing={6} listStyleType="none" p={0} m={0} aria-label="Recent transactions">
      {shown.map((tx) => {
        const team = tx.franchise_id ? franchiseNames[tx.franchise_id] : undefined;
        const date = formatDate(tx.transaction_date);
        const assets = assetSummary(tx);
        return (
          <List.Item key={tx.id} data-transaction-id={tx.id}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                  {transactionTypeLabel(tx.transaction_type)}
                </Badge>
                {team && (
                  <Text size="sm" truncate title={team}>
                    {team}
                  </Text>
                )}
              </Group>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {date ?? 'Date unknown'}
              </Text>
            </Group>
            {assets && (
              <Text size="xs" c="dimmed" lineClamp={2} title={assets}>
                {assets}
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
