import { Fragment, useState, type ReactNode } from 'react';
import type { LearnerListed } from '@dss/contract';
import { learnerRef, SearchableTable, type TableColumn } from '@dss/ui';
import { fullName } from '../shared';
import { LEARNER_SEARCH_HINT } from './learner-columns';

/**
 * A searchable table of learners where clicking a row opens a dialog for that learner; the
 * dialog starts afresh for each learner picked and closes back to the table.
 */
export function LearnerPickerTable({
  label,
  columns,
  learners,
  loading,
  dialog,
  openId,
}: {
  label: string;
  columns: TableColumn<LearnerListed>[];
  learners: LearnerListed[];
  loading: boolean;
  dialog(learner: LearnerListed, close: () => void): ReactNode;
  /** A learner whose dialog opens by itself once the list holds them (a link from another screen). */
  openId?: number;
}) {
  const [picked, setSelected] = useState<LearnerListed | null | undefined>(undefined);
  // Until a row is picked or a dialog closed, the linked learner's dialog is the one open.
  const selected = picked === undefined ? (learners.find((l) => l.student_id === openId) ?? null) : picked;
  return (
    <>
      <SearchableTable
        label={label}
        columns={columns}
        rows={learners}
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
