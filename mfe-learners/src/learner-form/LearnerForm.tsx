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
  useFieldValue,
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

/** The gender the title gives (document 1 §3), shown beside it. */
function DerivedGender() {
  const { data: titles } = dictionaryApi.useDictionaryTitlesQuery();
  const gender = genderOfTitle(titles, useFieldValue('title'));
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm" mb="1.5">
        Gender
      </Text>
      <Badge data-testid="derived-gender" size="lg" variant="subtle">
        {GENDER_TEXT[gender]}
      </Badge>
    </Box>
  );
}

/** The licence number, with non-blocking hints against the surname, date of birth and gender. */
function LicenceField() {
  const { data: titles } = dictionaryApi.useDictionaryTitlesQuery();
  const dlno = useFieldValue('dlno');
  const lname = useFieldValue('lname');
  const dob = useFieldValue('dob');
  const gender = genderOfTitle(titles, useFieldValue('title'));
  return (
    <TextField
      name="dlno"
      label="Provisional Licence Number"
      maxLength={16}
      counter
      helperText={licenceHints({ dlno, lname, dob, gender }).join(' ') || undefined}
      parse={(v) => v.toUpperCase()}
      required
    />
  );
}

/** A postcode, with a non-blocking hint when it does not look like a UK postcode. */
function PostcodeField({ name, label }: { name: 'hapostcode' | 'pickpostcode'; label: string }) {
  const hint = postcodeHint(useFieldValue(name));
  return <TextField name={name} label={label} maxLength={9} helperText={hint} parse={(v) => v.toUpperCase()} required />;
}

function LearnerFields({ mode }: { mode: 'new' | 'edit' }) {
  const { data: titles = [] } = dictionaryApi.useDictionaryTitlesQuery();
  const { data: languages = [] } = dictionaryApi.useDictionaryLanguagesQuery();
  const { data: vehicleTypes = [] } = dictionaryApi.useDictionaryVehicleTypesQuery();
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
          <DerivedGender />
          <DateField name="dob" label="Date of Birth" max={londonToday()} required />
          <TextField name="fname" label="First Name" maxLength={40} counter required />
          <TextField name="mname" label="Middle Name(s)" maxLength={120} counter />
          <TextField name="lname" label="Surname" maxLength={40} counter required />
          <LicenceField />
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
          <PostcodeField name="hapostcode" label="Postcode" />
        </SimpleGrid>
      </Section>
      <Section title="Pickup Postcode">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <PostcodeField name="pickpostcode" label="Pickup Postcode" />
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
      subscription={{ invalid: true, submitting: true }}
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
