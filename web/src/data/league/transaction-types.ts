/**
 * Spec 01 §3: the product's labels of transaction types; any other type is shown as the server
 * names it. The dashboard's recent transactions and the Transactions screen label them the same way.
 */
export const TRANSACTION_TYPE_LABELS: Readonly<Record<string, string>> = {
  TRADE: 'Trade',
  BBID_WAIVER: 'Waiver Claim',
  LOAD_ROSTERS: 'Roster Load',
  DROP: 'Drop Player',
  ADD: 'Add Player',
};

export function transactionTypeLabel(type: string): string {
  return Object.hasOwn(TRANSACTION_TYPE_LABELS, type) ? TRANSACTION_TYPE_LABELS[type] : type;
}
