import { dictionaryApi } from '@dss/api';
import { useMemo, useState, type ReactNode } from 'react';

import type { FormApi, SubmissionErrors } from 'final-form';
import {
  ADI_GENDERS,
  editLearnerForm,
  ENGLISH_LANGUAGE_ID,
  LEARNER_ACCOUNT_STATES,
  LESSON_TYPES,
  licenceHints,
  londonToday,
  postcodeHint,
  registerLearnerForm,
  validateWithSchema,
  type LearnerFormValues,
} from '@dss/contract';
import {
  Badge,
  Box,
  Button,
  chakra,
  DateField,
  favouritesFirst,
  Flex,
  Form,
  FormIncompleteNotice,
  Heading,
  HStack,
  SelectField,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextField,
  useFormState,
} from '@dss/ui';
import { genderOfTitle } from './learner-values';

const REMINDER_CHOICES = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

export interface LearnerFormProps {
  mode: 'new' | 'edit';
  initialValues?: LearnerFormValues;
  /** Answers submit errors (field messages) or nothing; resolves true when saved. */
  onSubmit(values: LearnerFormValues, form: FormApi<LearnerFormValues>): Promise<SubmissionErrors | void>;
}

const validateNew = validateWithSchema(registerLearnerForm);
const validateEdit = validateWithSchema(editLearnerForm);
const GENDER_TEXT = { m: 'Male', f: 'Female', '': 'Not implied by the title' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="md" p="4" bg="bg">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Non-blocking hints (licence number against surname, date of birth and gender; postcode shape). */
function useHints() {
  const { values } = useFormState<LearnerFormValues>({ subscription: { values: true } });
  const { data: titles } = dictionaryApi.useDictionaryTitlesQuery();
  const gender = genderOfTitle(titles, values.title);
  return {
    gender,
    licence: licenceHints({ dlno: values.dlno, lname: values.lname, dob: values.dob, gender }).join(' ') || undefined,
    home: postcodeHint(values.hapostcode),
    pickup: postcodeHint(values.pickpostcode),
  };
}

function LearnerFields({ mode }: { mode: 'new' | 'edit' }) {
  const { data: titles = [] } = dictionaryApi.useDictionaryTitlesQuery();
  const { data: languages = [] } = dictionaryApi.useDictionaryLanguagesQuery();
  const { data: vehicleTypes = [] } = dictionaryApi.useDictionaryVehicleTypesQuery();
  const hints = useHints();
  const titleOptions = useMemo(
    () =>
      favouritesFirst(
        titles,
        (t) => t.favourite,
        (t) => ({ value: String(t.id), label: t.txt }),
      ),
    [titles],
  );
  const languageOptions = useMemo(
    () => languages.filter((l) => l.id !== ENGLISH_LANGUAGE_ID).map((l) => ({ value: String(l.id), label: l.txt })),
    [languages],
  );
  const vehicleOptions = useMemo(() => vehicleTypes.map((v) => ({ value: String(v.id), label: v.txt })), [vehicleTypes]);
  return (
    <Stack gap="4">
      <Section title="Personal">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <SelectField name="title" label="Title" options={titleOptions} placeholder="Select title" required />
          <Box>
            <Text fontWeight="medium" fontSize="sm" mb="1.5">
              Gender
            </Text>
            <Badge data-testid="derived-gender" size="lg" variant="subtle">
              {GENDER_TEXT[hints.gender]}
            </Badge>
          </Box>
          <DateField name="dob" label="Date of Birth" max={londonToday()} required />
          <TextField name="fname" label="First Name" maxLength={40} counter required />
          <TextField name="mname" label="Middle Name(s)" maxLength={120} counter />
          <TextField name="lname" label="Surname" maxLength={40} counter required />
          <TextField
            name="dlno"
            label="Provisional Licence Number"
            maxLength={16}
            counter
            helperText={hints.licence}
            parse={(v) => v.toUpperCase()}
            required
          />
        </SimpleGrid>
      </Section>
      <Section title="Contact">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField name="mobile" label="Mobile" inputMode="numeric" maxLength={11} required />
          <TextField name="landline" label="Landline" inputMode="numeric" maxLength={11} />
          <TextField name="inemail" label="E-mail" type="email" maxLength={60} required />
        </SimpleGrid>
      </Section>
      <Section title="Home Address">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField name="haline1" label="Address Line 1" maxLength={50} required />
          <TextField name="haline2" label="Address Line 2" maxLength={50} />
          <TextField name="hacity" label="Town/City" maxLength={50} required />
          <TextField name="hcounty" label="County" maxLength={50} />
          <TextField
            name="hapostcode"
            label="Postcode"
            maxLength={9}
            helperText={hints.home}
            parse={(v) => v.toUpperCase()}
            required
          />
        </SimpleGrid>
      </Section>
      <Section title="Pickup Postcode">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField
            name="pickpostcode"
            label="Pickup Postcode"
            maxLength={9}
            helperText={hints.pickup}
            parse={(v) => v.toUpperCase()}
            required
          />
        </SimpleGrid>
      </Section>
      <Section title="Lesson Preferences">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <SelectField name="lesstype" label="Lessons Type" options={LESSON_TYPES} placeholder="Select lessons type" required />
          <SelectField name="adigender" label="Preferred ADI Gender" options={ADI_GENDERS} placeholder="Select gender" required />
          <SelectField
            name="adilang"
            label="Secondary Language"
            options={languageOptions}
            placeholder="None (English only)"
            helperText="English is every instructor's primary language."
          />
          <SelectField
            name="cartype"
            label="Preferred Vehicle Type"
            options={vehicleOptions}
            placeholder="Select vehicle type"
            required
          />
          <SelectField
            name="lessonreminders"
            label="Lesson reminders by e-mail"
            options={REMINDER_CHOICES}
            helperText="An e-mail the evening before each lesson."
            required
          />
          {mode === 'edit' ? (
            <SelectField
              name="state"
              label="Account Status"
              options={LEARNER_ACCOUNT_STATES.map((s) => ({ value: String(s.value), label: s.label }))}
              placeholder="Select status"
              required
            />
          ) : null}
        </SimpleGrid>
      </Section>
    </Stack>
  );
}

/**
 * The learner form (document 1 §3, §5): new mode for Register Learner, edit mode (locked until
 * unlocked, with the account status) for the View/Edit dialog and the learner page.
 */
export function LearnerForm({ mode, initialValues, onSubmit }: LearnerFormProps) {
  const [locked, setLocked] = useState(mode === 'edit');
  return (
    <Form<LearnerFormValues>
      onSubmit={onSubmit}
      validate={mode === 'edit' ? validateEdit : validateNew}
      initialValues={initialValues}
      render={({ handleSubmit, invalid, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={mode === 'edit' ? 'Edit learner' : 'Register learner'}>
          <Stack gap="4">
            {mode === 'edit' ? (
              <HStack justify="space-between">
                <Switch.Root checked={!locked} onCheckedChange={(d) => setLocked(!d.checked)} colorPalette="teal">
                  <Switch.HiddenInput aria-label="Unlock to edit" />
                  <Switch.Control />
                  <Switch.Label>{locked ? 'Locked - switch on to edit' : 'Unlocked for editing'}</Switch.Label>
                </Switch.Root>
              </HStack>
            ) : null}
            <FormIncompleteNotice />
            <chakra.fieldset disabled={locked} minW="0">
              <LearnerFields mode={mode} />
            </chakra.fieldset>
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="teal" disabled={invalid || locked} loading={submitting}>
                {mode === 'edit' ? 'Save Changes' : 'Register Learner'}
              </Button>
            </Flex>
          </Stack>
        </form>
      )}
    />
  );
}
