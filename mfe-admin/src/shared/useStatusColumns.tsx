import type { SaveAnswer, TableColumn } from '@dss/ui';
import { RemoveButton } from './RemoveButton';
import { ActiveBadge } from './StateBadge';
import { useRemove } from './useRemove';

export interface StatusColumnsOptions<T> {
  /** The row's status field, used as the Status column's key. */
  statusKey: string;
  isActive(row: T): boolean;
  /** Names the row in the Remove button's accessible label. */
  label(row: T): string;
  confirmText: string;
  removeRow(row: T): Promise<SaveAnswer>;
  removed: string;
  removeError: string;
}

/**
 * The Status (Active / Removed) and Actions columns of a manage table: Remove for an Active row
 * after a confirmation, with the spec's success or error text, and 'No Actions' for any other.
 */
export function useStatusColumns<T>({
  statusKey,
  isActive,
  label,
  confirmText,
  removeRow,
  removed,
  removeError,
}: StatusColumnsOptions<T>): TableColumn<T>[] {
  const remove = useRemove();
  return [
    {
      key: statusKey,
      header: 'Status',
      render: (row) => <ActiveBadge active={isActive(row)} />,
      searchValue: (row) => (isActive(row) ? 'Active' : 'Removed'),
    },
    {
      key: 'actions',
      header: 'Actions',
      searchValue: () => '',
      render: (row) => (
        <RemoveButton
          active={isActive(row)}
          label={label(row)}
          onRemove={() => remove(confirmText, () => removeRow(row), removed, removeError)}
        />
      ),
    },
  ];
}
