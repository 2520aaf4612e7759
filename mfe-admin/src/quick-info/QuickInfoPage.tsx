import { useMemo } from 'react';
import {
  ADMIN_TEXTS,
  QUICK_INFO_ADDRESS,
  QUICK_INFO_BANK,
  QUICK_INFO_CONTACT_HINTS,
  QUICK_INFO_CONTACT_TITLE_MAX,
  QUICK_INFO_CONTACT_VALUE_MAX,
  QUICK_INFO_DAY_HINTS,
  QUICK_INFO_DAY_MAX,
  QUICK_INFO_TIME_MAX,
  quickInfoForm,
  quickInfoKeys,
  quickInfoToForm,
  validateWithSchema,
  type QuickInfoFormValues,
} from '@dss/contract';
import { ScreenLayout, SimpleGrid, Stack, SubmitForm, Text, TextField } from '@dss/ui';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { adminOutcome } from '../shared/admin-outcome';
import { quickInfoApi } from './quick-info-api';

const validate = validateWithSchema(quickInfoForm);
const TEXTS = adminOutcome(ADMIN_TEXTS.quickInfoSaved, ADMIN_TEXTS.quickInfoError);

/** The whole flat form as the wire's frm, an empty field as ''. */
function wireValues(values: QuickInfoFormValues): Record<string, string> {
  const frm: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) frm[k] = v ?? '';
  return frm;
}

/** Add/Manage Quick Information (document 3 §2, §9): the whole footer record, saved at once. */
export function QuickInfoPage() {
  const { data: info, isLoading } = quickInfoApi.useAdminLoadQuickInfoQuery();
  const [save] = quickInfoApi.useAdminSaveQuickInfoMutation();
  const initialValues = useMemo(() => (info ? quickInfoToForm(info) : undefined), [info]);

  return (
    <ScreenLayout home={ADMIN_CRUMB} title="Add/Manage Quick Information">
      {isLoading || !initialValues ? (
        <Text role="status">Loading quick information…</Text>
      ) : (
        <SubmitForm<QuickInfoFormValues>
          validate={validate}
          save={(values) => save({ frm: wireValues(values) })}
          texts={TEXTS}
          submitLabel="Save Quick Information"
          initialValues={initialValues}
          resetOnSuccess={false}
          requireChange
          notice={false}
          align="end"
        >
          <Stack gap="6">
            <Section title="Address">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {QUICK_INFO_ADDRESS.map((f, i) => (
                  <TextField key={f.label} name={quickInfoKeys.address[i]!} label={f.label} maxLength={f.max} counter />
                ))}
              </SimpleGrid>
            </Section>
            <Section title="Opening Hours">
              <Stack gap="3">
                {QUICK_INFO_DAY_HINTS.map((hint, i) => (
                  <SimpleGrid key={hint} columns={2} gap="4">
                    <TextField
                      name={quickInfoKeys.day[i]!}
                      label={`Day ${i + 1}`}
                      placeholder={hint}
                      maxLength={QUICK_INFO_DAY_MAX}
                      counter
                    />
                    <TextField
                      name={quickInfoKeys.time[i]!}
                      label={`Times ${i + 1}`}
                      placeholder="09:00 - 17:30"
                      maxLength={QUICK_INFO_TIME_MAX}
                      counter
                    />
                  </SimpleGrid>
                ))}
              </Stack>
            </Section>
            <Section title="Contact Details">
              <Stack gap="3">
                {QUICK_INFO_CONTACT_HINTS.map((hint, i) => (
                  <SimpleGrid key={hint} columns={2} gap="4">
                    <TextField
                      name={quickInfoKeys.contactTitle[i]!}
                      label={`Contact ${i + 1} title`}
                      placeholder={hint}
                      maxLength={QUICK_INFO_CONTACT_TITLE_MAX}
                      counter
                    />
                    <TextField
                      name={quickInfoKeys.contactValue[i]!}
                      label={`Contact ${i + 1} value`}
                      maxLength={QUICK_INFO_CONTACT_VALUE_MAX}
                      counter
                    />
                  </SimpleGrid>
                ))}
              </Stack>
            </Section>
            <Section title="Bank Details">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {QUICK_INFO_BANK.map((f, i) => (
                  <TextField key={f.label} name={quickInfoKeys.bank[i]!} label={f.label} maxLength={f.max} counter />
                ))}
              </SimpleGrid>
            </Section>
          </Stack>
        </SubmitForm>
      )}
    </ScreenLayout>
  );
}
