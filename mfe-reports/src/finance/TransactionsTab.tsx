import { useState } from 'react';
import {
  expenseForm,
  FINANCE_TEXTS,
  incomeForm,
  NOTES_MAX,
  SCHOOL_OWNER,
  TRANSACTION_STATUSES,
  validateWithSchema,
  type CategoryKind,
  type FinanceTransactionRow,
  type TransactionFormValues,
  londonToday,
  filledFields,
} from '@dss/contract';
import {
  DateField,
  formatDate,
  formatGBP,
  HStack,
  SearchableTable,
  SearchSelectField,
  SelectField,
  SimpleGrid,
  Stack,
  SubmitForm,
  Text,
  TextareaField,
  TextField,
  useTableQuery,
  type TableColumn,
} from '@dss/ui';
import { financeApi } from '../api/finance-api';
import { Section } from '../shared';
import { ExportControl } from './ExportControl';
import { NO_MATCHING_INSTRUCTORS, OwnerSelect, SCHOOL_OWN_LABEL, useInstructorSearch } from './owners';

export const STATUS_LABELS = { completed: 'Completed', pending: 'Pending', failed: 'Failed', cancelled: 'Cancelled' } as const;

type SortKey = 't_date' | 't_amount' | 'cat_name' | 'adi_name' | 't_status' | 't_pay_method';

const COLUMNS: TableColumn<FinanceTransactionRow, SortKey>[] = [
  { key: 't_date', header: 'Date', render: (t) => formatDate(t.t_date), sort: 't_date' },
  { key: 'cat_name', header: 'Category', sort: 'cat_name' },
  { key: 'adi_name', header: 'Instructor', sort: 'adi_name' },
  { key: 't_amount', header: 'Amount', align: 'end', render: (t) => formatGBP(t.t_amount), sort: 't_amount' },
  { key: 't_status', header: 'Status', render: (t) => STATUS_LABELS[t.t_status], sort: 't_status' },
  { key: 't_pay_method', header: 'Payment Method', sort: 't_pay_method' },
  { key: 't_notes', header: 'Notes' },
];

const TEXTS = {
  income: {
    title: 'Income',
    type: 'Income Type',
    submit: 'Record Income',
    texts: { success: FINANCE_TEXTS.incomeRecorded, failure: FINANCE_TEXTS.incomeFailed },
    validate: validateWithSchema(incomeForm),
  },
  expense: {
    title: 'Expenses',
    type: 'Expense Type',
    submit: 'Record Expense',
    texts: { success: FINANCE_TEXTS.expenseRecorded, failure: FINANCE_TEXTS.expenseFailed },
    validate: validateWithSchema(expenseForm),
  },
} as const;

const SCHOOL_OWN = [{ value: SCHOOL_OWNER, label: SCHOOL_OWN_LABEL }];

function TransactionForm({ kind }: { kind: CategoryKind }) {
  const words = TEXTS[kind];
  const { data: categories = [] } = financeApi.useFinanceCategoriesQuery({ kind });
  const [saveIncome] = financeApi.useFinanceSaveIncomeMutation();
  const [saveExpense] = financeApi.useFinanceSaveExpenseMutation();
  return (
    <SubmitForm<TransactionFormValues>
      validate={words.validate}
      save={(values) => {
        const fields = {
          ...filledFields(values, ['adi', 'type', 'date', 'amount', 'method', 'status', 'notes']),
          // One key per submit: a repeat of this request records nothing twice.
          idemkey: crypto.randomUUID(),
        };
        return kind === 'income' ? saveIncome(fields) : saveExpense(fields);
      }}
      texts={words.texts}
      submitLabel={words.submit}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SearchSelectField
          name="adi"
          label="Driving Instructor"
          placeholder="Type a name or ID"
          fixedOptions={SCHOOL_OWN}
          useOptions={useInstructorSearch}
          emptyText={NO_MATCHING_INSTRUCTORS}
          required
        />
        <SelectField
          name="type"
          label={words.type}
          placeholder="Select category"
          options={categories.map((c) => ({ value: String(c.rec_id), label: c.category }))}
          required
        />
        <DateField name="date" label="Date" max={londonToday()} required />
        <TextField name="amount" label="Amount (£)" inputMode="decimal" required autoComplete="off" />
        <TextField name="method" label="Payment Method" maxLength={40} required helperText="e.g. Bank transfer, Card, Cash" />
        <SelectField
          name="status"
          label="Status"
          placeholder="Select status"
          options={TRANSACTION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          required
        />
      </SimpleGrid>
      <TextareaField name="notes" label="Notes" maxLength={NOTES_MAX} counter rows={3} />
    </SubmitForm>
  );
}

function TransactionRecords({ kind }: { kind: CategoryKind }) {
  const [owner, setOwner] = useState<string>(SCHOOL_OWNER);
  const { query, setQuery } = useTableQuery<SortKey>({ sort: 't_date', dir: 'desc' });
  const { data, isFetching } = financeApi.useFinanceTransactionsQuery({ ...query, adiid: owner, type: kind, from: '', to: '' });
  return (
    <Stack gap="4">
      <HStack align="end" gap="4" wrap="wrap">
        <OwnerSelect
          value={owner}
          onChange={(v) => {
            setOwner(v);
            setQuery({ ...query, page: 0 });
          }}
        />
        {data ? (
          <Text data-testid={`${kind}-totals`}>
            Total: <strong>{formatGBP(data.amount_total)}</strong> · Completed: <strong>{formatGBP(data.completed_total)}</strong>
          </Text>
        ) : null}
      </HStack>
      <SearchableTable
        label={`${TEXTS[kind].title} records`}
        columns={COLUMNS}
        getRowId={(t) => t.t_id}
        server={{ page: data, query, onQueryChange: setQuery, fetching: isFetching }}
        emptyText={FINANCE_TEXTS.noRecords}
      />
      <Section title="Export">
        <ExportControl owner={owner} type={kind} />
      </Section>
    </Stack>
  );
}

/** Income or Expenses: the add form, and the records of one instructor or the whole school with their totals and export. */
export function TransactionsTab({ kind }: { kind: CategoryKind }) {
  return (
    <Stack gap="8">
      <Section title={kind === 'income' ? 'Record Income' : 'Record Expense'}>
        <TransactionForm kind={kind} />
      </Section>
      <Section title={`${TEXTS[kind].title} Records`}>
        <TransactionRecords kind={kind} />
      </Section>
    </Stack>
  );
}
