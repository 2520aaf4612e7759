import { useState } from 'react';
import { Box, formatDate, formatGBP, ScreenLayout, SimpleGrid, Text } from '@dss/ui';
import { financeApi } from '../api/finance-api';
import { Section } from '../shared';
import { CategoriesTab } from './CategoriesTab';
import { MileageTab } from './MileageTab';
import { SnackbarProvider } from './Snackbar';
import { Tabs } from '../Tabs';
import { TransactionsTab } from './TransactionsTab';

/** What learners have paid for and not yet had (beyond the spec; docs/decisions/learner-money-held.md). */
function LearnerMoneyHeld() {
  const { data } = financeApi.useFinanceLearnerLiabilityQuery();
  if (!data) return null;
  const figures: [string, string, string][] = [
    ['Learner money held', formatGBP(data.unused_value), `${data.unused_credits} unused credits`],
    ['Learners holding credits', String(data.learners_with_credits), `as of ${formatDate(data.as_of)}`],
    [
      `Expiring within ${data.expiring_days} days`,
      formatGBP(data.expiring_value),
      data.next_expiry ? `${data.expiring_credits} credits, first on ${formatDate(data.next_expiry)}` : 'No credits expiring',
    ],
  ];
  return (
    <Section title="Learner Money Held">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {figures.map(([label, value, help]) => (
          <Box key={label} borderWidth="1px" rounded="md" p="4" bg="bg">
            <Text fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text fontSize="2xl" fontWeight="semibold">
              {value}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {help}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Paid lesson credits not yet used (frozen, available or allocated), valued at the price each was bought for.
      </Text>
    </Section>
  );
}

/** Financial Management (document 3 §2): Categories, Income, Mileage and Expenses, each with its form and records. */
export function FinancialManagementPage() {
  const [tab, setTab] = useState('categories');
  return (
    <SnackbarProvider>
      <ScreenLayout title="Financial Management">
        <LearnerMoneyHeld />
        <Tabs
          label="Financial records"
          value={tab}
          onChange={setTab}
          items={[
            { key: 'categories', label: 'Categories', content: <CategoriesTab /> },
            { key: 'income', label: 'Income', content: <TransactionsTab kind="income" /> },
            { key: 'mileage', label: 'Mileage', content: <MileageTab /> },
            { key: 'expense', label: 'Expenses', content: <TransactionsTab kind="expense" /> },
          ]}
        />
      </ScreenLayout>
    </SnackbarProvider>
  );
}
