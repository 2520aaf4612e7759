import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { FormApi } from 'final-form';
import { dictionaryApi } from '@dss/api';
import {
  DUAL_CONTROLS,
  ENGLISH_LANGUAGE_ID,
  franchiseFeeCards,
  GENDERS,
  HIDDEN_INSTRUCTOR_TITLES,
  INSTRUCTOR_TEXTS,
  isOneOf,
  maskSortCode,
  PAYMENT_REGULARITIES,
  REG_YEAR_MIN,
  REGISTER_DEFAULTS,
  registerInstructorForm,
  registerInstructorPayload,
  TEACHING_GEAR_OPTIONS,
  TEACHING_GENDER_OPTIONS,
  validateWithSchema,
  type FranchisePlanData,
  type RegisterInstructorFormValues,
  londonToday,
} from '@dss/contract';
import {
  Box,
  Button,
  DateField,
  favouritesFirst,
  Form,
  formatGBP,
  franchisePlanRef,
  Heading,
  HStack,
  ScreenLayout,
  SelectField,
  SimpleGrid,
  Stack,
  Text,
  TextField,
  useFieldValue,
  useFormState,
  useSubmit,
} from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { LicenceNumberField } from '../fields/LicenceNumberField';
import { PdfFileField } from '../fields/PdfFileField';

import { CheckboxListField, PostcodeListField } from './ListFields';
import { allSectionsValid } from './sections';
import { FormSection, SectionPanel } from './SectionPanel';

type Values = RegisterInstructorFormValues;
const validate = validateWithSchema(registerInstructorForm);
const upper = (v: string) => v.toUpperCase();
const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];
const VEHICLE_GEAR_OPTIONS = [
  { value: 'automatic', label: 'Automatic' },
  { value: 'manual', label: 'Manual' },
];
const ADDRESS_PARTS = ['fline', 'sline', 'city', 'county', 'postcode'] as const;

function Grid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {children}
    </SimpleGrid>
  );
}

function AddressFields({ prefix }: { prefix: 'pa' | 'cu' }) {
  const label = prefix === 'pa' ? 'Permanent' : 'Current';
  return (
    <Grid>
      <TextField name={`${prefix}fline`} label={`${label} Address Line 1`} maxLength={50} counter required />
      <TextField name={`${prefix}sline`} label={`${label} Address Line 2`} maxLength={50} counter />
      <TextField name={`${prefix}city`} label={`${label} City`} maxLength={50} counter required />
      <TextField name={`${prefix}county`} label={`${label} County`} maxLength={50} counter />
      <TextField
        name={`${prefix}postcode`}
        label={`${label} Postcode`}
        maxLength={prefix === 'pa' ? 9 : 8}
        counter
        parse={upper}
        required
      />
    </Grid>
  );
}

/** A vehicle's fields (document 2 §5.6) under `prefix`; its three PDFs under `files` (the register's names by default). */
export function VehicleFields({
  prefix,
  number,
  files = { logbook: `${prefix}logbook`, mot: `${prefix}mot`, insurance: `${prefix}insurance` },
}: {
  prefix: string;
  number?: number;
  files?: { logbook: string; mot: string; insurance: string };
}) {
  const { data: types = [] } = dictionaryApi.useDictionaryVehicleTypesQuery();
  const { data: fuels = [] } = instructorsApi.useInstructorsFuelTypesQuery();
  const { data: ownerTypes = [] } = instructorsApi.useInstructorsOwnerTypesQuery();
  const v = (key: string) => `${prefix}${key}`;
  return (
    <Stack gap="3" as="fieldset">
      {number ? (
        <Heading as="h3" size="sm">
          Vehicle {number}
        </Heading>
      ) : null}
      <Grid>
        <TextField name={v('make')} label="Vehicle Make" maxLength={30} counter required />
        <TextField name={v('model')} label="Vehicle Model" maxLength={30} counter required />
        <TextField name={v('carcolour')} label="Vehicle Colour" maxLength={16} counter required />
        <TextField name={v('regno')} label="Vehicle Registration Number" maxLength={8} counter parse={upper} required />
        <TextField
          name={v('regyear')}
          label="Vehicle Registration Year"
          type="month"
          min={REG_YEAR_MIN}
          max={londonToday().slice(0, 7)}
          required
        />
        <SelectField
          name={v('cartype')}
          label="Vehicle Type"
          // The picker drops the list's first entry, "Any vehicle type" (document 2 §2.1).
          options={types.slice(1).map((t) => ({ value: String(t.id), label: t.txt }))}
          required
        />
        <SelectField name={v('cargeartype')} label="Vehicle Gear Type" options={VEHICLE_GEAR_OPTIONS} required />
        <SelectField
          name={v('fueltype')}
          label="Vehicle Fuel Type"
          options={fuels.map((f) => ({ value: String(f.id), label: f.txt }))}
          required
        />
        <TextField
          name={v('leagalowner')}
          label="Leagal Owner Name"
          maxLength={80}
          counter
          helperText={INSTRUCTOR_TEXTS.legalOwnerHint}
          required
        />
        <SelectField
          name={v('dualcontrol')}
          label="Dual Controls"
          options={DUAL_CONTROLS.map((d) => ({ value: String(d.value), label: d.label }))}
          required
        />
        <OwnerTypeField name={v('carownertype')} ownerTypes={ownerTypes} />
        <DateField name={v('taxexp')} label="Vehicle VED Expiry Date" required />
        <PdfFileField name={files.logbook} label="Vehicle V5C (Logbook)" required />
        <PdfFileField name={files.mot} label="Vehicle MOT" required />
        <DateField name={v('motexp')} label="Vehicle MOT Expiry Date" required />
        <PdfFileField name={files.insurance} label="Vehicle & Driver's Insurance" required />
        <DateField name={v('insuranceexp')} label="Vehicle Insurance Expiry Date" required />
      </Grid>
    </Stack>
  );
}

/** Vehicle owner types carry a message shown as the picker's hint (document 2 §2.1). */
export function OwnerTypeField({
  name,
  ownerTypes,
}: {
  name: string;
  ownerTypes: { type_id: number; desc: string; message: string }[];
}) {
  return (
    <ValueOf name={name}>
      {(value) => (
        <SelectField
          name={name}
          label="Vehicle Owner Type"
          options={ownerTypes.map((o) => ({ value: String(o.type_id), label: o.desc }))}
          helperText={ownerTypes.find((o) => String(o.type_id) === value)?.message}
          required
        />
      )}
    </ValueOf>
  );
}

function ValueOf({ name, children }: { name: string; children(value: string): ReactNode }) {
  return <FormValue name={name} render={(value) => children(typeof value === 'string' ? value : '')} />;
}

function FormValue({ name, render }: { name: string; render(value: unknown): ReactNode }) {
  return <>{render(useFieldValue<unknown>(name))}</>;
}

/** The fee cards of the chosen plan (document 2 §9): weekly, monthly, quarterly, biannual, annual. */
export function FeeCards({ plan }: { plan: FranchisePlanData | undefined }) {
  if (!plan) return <Text color="fg.muted">Choose a franchise plan to see its fees.</Text>;
  const fees = franchiseFeeCards(plan.weekly_fee);
  const cards: [string, string][] = [
    ['Joining Fee', plan.initial_fee],
    ['Weekly', fees.weekly],
    ['Monthly', fees.monthly],
    ['Quarterly', fees.quarterly],
    ['Biannualy', fees.biannual],
    ['Annualy', fees.annual],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3" role="list" aria-label="Franchise fees">
      {cards.map(([label, amount]) => (
        <Box key={label} role="listitem" borderWidth="1px" rounded="md" p="3" textAlign="center" bg="bg.subtle">
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text fontWeight="semibold" fontSize="lg">
            {formatGBP(amount)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export const planLabel = (p: FranchisePlanData) =>
  `${franchisePlanRef(p.plan_id)} - ${p.work_type}, ${p.weekly_hours} hours a week, ${formatGBP(p.weekly_fee)} weekly`;

const INITIAL: Values = { ...REGISTER_DEFAULTS };

/** Register Instructor (document 2 §2.1): seven sections and Submit Data, one multipart submission. */
export function RegisterInstructorPage() {
  const submit = useSubmit();
  const [register] = instructorsApi.useInstructorsRegisterMutation();
  const { data: titles = [] } = dictionaryApi.useDictionaryTitlesQuery();
  const { data: languages = [] } = dictionaryApi.useDictionaryLanguagesQuery();
  const { data: vehicleTypes = [] } = dictionaryApi.useDictionaryVehicleTypesQuery();
  const { data: plans = [] } = instructorsApi.useInstructorsPlanOptionsQuery();
  const submitKey = useRef<string | null>(null);
  // A new round after each registration remounts the sections, so their icons start untouched.
  const [round, setRound] = useState(0);

  const titleOptions = useMemo(
    () =>
      favouritesFirst(
        titles.filter((t) => !isOneOf(HIDDEN_INSTRUCTOR_TITLES, t.txt)),
        (t) => t.favourite,
        (t) => ({ value: String(t.id), label: t.txt }),
      ),
    [titles],
  );

  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    submitKey.current ??= crypto.randomUUID();
    const { fields, files } = registerInstructorPayload<File>(values);
    const answer = await register({ fields: { ...fields, submitkey: submitKey.current }, files });
    const result = await submit(answer, {
      success: { title: 'Success', text: INSTRUCTOR_TEXTS.registered },
      failure: INSTRUCTOR_TEXTS.registerFailed,
    });
    if (result.ok) {
      submitKey.current = null;
      setTimeout(() => {
        form.restart(INITIAL);
        setRound((r) => r + 1);
      });
    }
    return result.errors;
  };

  return (
    <ScreenLayout title="Register Instructor">
      <Form<Values>
        onSubmit={onSubmit}
        initialValues={INITIAL}
        validate={validate}
        subscription={{}}
        render={({ handleSubmit, form }) => {
          const setSame = (same: string) => {
            const values = form.getState().values;
            form.batch(() => {
              for (const part of ADDRESS_PARTS) form.change(`cu${part}`, same === '1' ? values[`pa${part}`] : undefined);
            });
          };
          return (
            <form key={round} onSubmit={handleSubmit} noValidate aria-label="Register Instructor">
              <Stack gap="3">
                <FormSection section="personal" defaultOpen>
                  <Grid>
                    <SelectField name="title" label="Title" placeholder="Select title" options={titleOptions} required />
                    <SelectField name="gender" label="Gender" options={GENDERS} required />
                    <DateField name="dob" label="Date of Birth" max={londonToday()} required />
                    <TextField name="fname" label="First Name" maxLength={50} counter required />
                    <TextField name="mname" label="Middle Name" maxLength={50} counter />
                    <TextField name="lname" label="Surname" maxLength={50} counter required />
                  </Grid>
                  <AddressFields prefix="pa" />
                  <Box maxW="sm">
                    <SelectFieldWithEffect name="paissame" onValue={setSame}>
                      <SelectField name="paissame" label="Current address same as permanent" options={YES_NO} required />
                    </SelectFieldWithEffect>
                  </Box>
                  <ValueOf name="paissame">{(same) => (same === '0' ? <AddressFields prefix="cu" /> : null)}</ValueOf>
                  <Grid>
                    <LicenceNumberField />
                    <TextField name="adilno" label="ADI/PDI Licence Number" maxLength={6} counter parse={upper} required />
                  </Grid>
                </FormSection>

                <FormSection section="contact">
                  <Grid>
                    <TextField name="inemail" label="E-mail" type="email" maxLength={100} required />
                    <TextField name="mobile" label="Mobile" type="tel" inputMode="numeric" maxLength={11} required />
                    <TextField name="mp2" label="Mobile 2" type="tel" inputMode="numeric" maxLength={11} />
                    <TextField name="hp1" label="Home Phone 1" type="tel" inputMode="numeric" maxLength={11} />
                    <TextField name="hp2" label="Home Phone 2" type="tel" inputMode="numeric" maxLength={11} />
                    <TextField name="wp1" label="Work Phone 1" type="tel" inputMode="numeric" maxLength={11} />
                    <TextField name="wp2" label="Work Phone 2" type="tel" inputMode="numeric" maxLength={11} />
                  </Grid>
                </FormSection>

                <FormSection section="compliance">
                  <Grid>
                    <TextField name="crtbref" label="DBS Reference" inputMode="numeric" maxLength={12} counter required />
                    <TextField name="fbname" label="Bank Name" maxLength={30} counter required />
                    <TextField
                      name="scode"
                      label="Sort Code"
                      placeholder="##-##-##"
                      inputMode="numeric"
                      maxLength={8}
                      parse={maskSortCode}
                      required
                    />
                    <TextField name="accno" label="Account Number" inputMode="numeric" maxLength={8} required />
                    <TextField name="naob" label="Name on Account" maxLength={50} counter required />
                    <TextField name="nino" label="National Insurance Number" maxLength={9} parse={upper} required />
                    <PdfFileField name="poadoc1" label="Proof of Address 1" required />
                    <PdfFileField name="poadoc2" label="Proof of Address 2" required />
                  </Grid>
                </FormSection>

                <FormSection section="teaching">
                  <Grid>
                    <SelectField name="aditgender" label="Teaching Gender" options={TEACHING_GENDER_OPTIONS} required />
                    <SelectField name="geartype" label="Teaching Gear Type" options={TEACHING_GEAR_OPTIONS} required />
                  </Grid>
                  <PostcodeListField name="coveringareas" label="Covering Postcodes" />
                  <CheckboxListField
                    name="aditlang"
                    label="Teaching Languages"
                    options={languages.map((l) => ({ value: l.id, label: l.txt }))}
                    primary={ENGLISH_LANGUAGE_ID}
                  />
                  <CheckboxListField
                    name="carttype"
                    label="Teaching Vehicle Types"
                    options={vehicleTypes.slice(1).map((t) => ({ value: t.id, label: t.txt }))}
                  />
                </FormSection>

                <FormSection section="vehicles">
                  <VehicleFields prefix="carone" number={1} />
                  <ValueOf name="secondcar">
                    {(second) => (
                      <>
                        <HStack>
                          <Button
                            variant="outline"
                            colorPalette="teal"
                            onClick={() => form.change('secondcar', second === '1' ? '0' : '1')}
                          >
                            {second === '1' ? INSTRUCTOR_TEXTS.removeVehicleToggle : INSTRUCTOR_TEXTS.addVehicleToggle}
                          </Button>
                        </HStack>
                        {second === '1' ? <VehicleFields prefix="cartwo" number={2} /> : null}
                      </>
                    )}
                  </ValueOf>
                </FormSection>

                <FormSection section="financials">
                  <Grid>
                    <SelectFieldWithEffect name="fplan" onValue={(id) => form.change('francplan', id || undefined)}>
                      <SelectField
                        name="fplan"
                        label="Franchise Plan"
                        options={plans.map((p) => ({ value: String(p.plan_id), label: planLabel(p) }))}
                        required
                      />
                    </SelectFieldWithEffect>
                    <SelectField name="feeregularity" label="Payment Regularity" options={PAYMENT_REGULARITIES} required />
                  </Grid>
                  <ValueOf name="fplan">{(id) => <FeeCards plan={plans.find((p) => String(p.plan_id) === id)} />}</ValueOf>
                </FormSection>

                <FormSection section="licences">
                  <Grid>
                    <PdfFileField name="licenceCopy" label="Copy of Driving Licence" required />
                    <DateField name="licenceexp" label="Driving Licence Expiry Date" required />
                    <PdfFileField name="adilicenceCopy" label="Copy of ADI/PDI Licence" required />
                    <DateField name="adilicenceexp" label="ADI/PDI Licence Expiry Date" required />
                  </Grid>
                </FormSection>

                <SectionPanel title="Submit Data">
                  <RegisterButton />
                </SectionPanel>
              </Stack>
            </form>
          );
        }}
      />
    </ScreenLayout>
  );
}

/** Register, enabled only when all seven sections are valid. */
function RegisterButton() {
  const { errors, submitting } = useFormState({ subscription: { errors: true, submitting: true } });
  const ready = allSectionsValid(errors);
  return (
    <Stack gap="3" align="start">
      <Text>
        {ready
          ? 'All sections are complete. Register the driving instructor.'
          : 'Complete all seven sections to register the driving instructor.'}
      </Text>
      <Button type="submit" colorPalette="teal" disabled={!ready} loading={submitting}>
        Register Instructor
      </Button>
    </Stack>
  );
}

/** Runs `onValue` when the user changes the field named `name` (a select), after the value is set. */
function SelectFieldWithEffect({ name, onValue, children }: { name: string; onValue(value: string): void; children: ReactNode }) {
  return (
    <Box
      onChange={(e) => {
        const target = e.target;
        if (target instanceof HTMLSelectElement && target.name === name) onValue(target.value);
      }}
    >
      {children}
    </Box>
  );
}
