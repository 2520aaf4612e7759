import { Fragment, useState, type ReactNode } from 'react';
import { fullName } from '@dss/contract';
import type { LearnerListed } from '@dss/contract';
import { learnerRef, SearchableTable, type ServerPaging, type TableColumn } from '@dss/ui';
import { LEARNER_SEARCH_HINT } from './learner-columns';

/**
 * A searchable table of learners, one page at a time from the server, where clicking a row opens
 * a dialog for that learner; the dialog starts afresh for each learner picked and closes back to
 * the table.
 */
export function LearnerPickerTable<K extends string>({
  label,
  columns,
  server,
  loading,
  dialog,
  linked,
}: {
  label: string;
  columns: TableColumn<LearnerListed, K>[];
  server: ServerPaging<LearnerListed, K>;
  loading: boolean;
  dialog(learner: LearnerListed, close: () => void): ReactNode;
  /** A learner whose dialog opens by itself once loaded (a link from another screen). */
  linked?: LearnerListed;
}) {
  const [picked, setSelected] = useState<LearnerListed | null | undefined>(undefined);
  // Until a row is picked or a dialog closed, the linked learner's dialog is the one open.
  const selected = picked === undefined ? (linked ?? null) : picked;
  return (
    <>
      <SearchableTable
        label={label}
        columns={columns}
        server={server}
        getRowId={(l) => l.student_id}
        searchHint={LEARNER_SEARCH_HINT}
        loading={loading}
        onRowClick={(l) => setSelected(l)}
        rowLabel={(l) => `${learnerRef(l.student_id)} ${fullName(l)}`}
      />
      {selected ? <Fragment key={selected.student_id}>{dialog(selected, () => setSelected(null))}</Fragment> : null}
    </>
  );
}
