import {
  CATEGORY_KINDS,
  CATEGORY_MAX,
  categoryForm,
  FINANCE_TEXTS,
  TAX_TYPES,
  validateWithSchema,
  type CategoryFormValues,
  type FinanceCategory,
} from '@dss/contract';
import { SearchableTable, SelectField, SimpleGrid, SubmitForm, TextField, type TableColumn } from '@dss/ui';
import { financeApi } from '../api/finance-api';
import { Section } from '../shared';

const validate = validateWithSchema(categoryForm);
export const KIND_LABELS = { income: 'Income', expense: 'Expense' } as const;
export const TAX_LABELS = { claimable: 'Claimable', 'non-claimable': 'Non-claimable' } as const;

const COLUMNS: TableColumn<FinanceCategory>[] = [
  { key: 'category', header: 'Category', sort: true },
  { key: 'type', header: 'Type', render: (c) => KIND_LABELS[c.type], sort: true },
  { key: 'tax', header: 'Tax', render: (c) => TAX_LABELS[c.tax], sort: true },
];

/** Categories: add a category (name, income or expense, claimable or not) and the list of them. */
export function CategoriesTab() {
  const [save] = financeApi.useFinanceSaveCategoryMutation();
  const { data: categories = [], isFetching } = financeApi.useFinanceCategoriesQuery({ kind: '' });
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
      <Section title="Add Category">
        <SubmitForm<CategoryFormValues>
          validate={validate}
          save={(values) => save({ cat: values.cat ?? '', type: values.type ?? '', rate: values.rate ?? '' })}
          texts={{ success: FINANCE_TEXTS.categoryRecorded, failure: FINANCE_TEXTS.categoryFailed }}
          submitLabel="Add Category"
        >
          <TextField name="cat" label="Category Name" maxLength={CATEGORY_MAX} counter required autoComplete="off" />
          <SelectField
            name="type"
            label="Category Type"
            placeholder="Select category type"
            options={CATEGORY_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            required
          />
          <SelectField
            name="rate"
            label="Tax"
            placeholder="Select tax"
            options={TAX_TYPES.map((t) => ({ value: t, label: TAX_LABELS[t] }))}
            required
          />
        </SubmitForm>
      </Section>
      <Section title="Categories">
        <SearchableTable
          label="Categories"
          columns={COLUMNS}
          rows={categories}
          getRowId={(c) => c.rec_id}
          loading={isFetching && categories.length === 0}
          emptyText={FINANCE_TEXTS.noRecords}
        />
      </Section>
    </SimpleGrid>
  );
}
