import { useMemo } from 'react';
import { dictionaryApi } from '@dss/api';
import {
  advanceEditForm,
  basicEditForm,
  GENDERS,
  HIDDEN_INSTRUCTOR_TITLES,
  INSTRUCTOR_TEXTS,
  isOneOf,
  maskSortCode,
  TEACHING_GEAR_OPTIONS,
  TEACHING_GENDER_OPTIONS,
  validateWithSchema,
  type InstructorInfo,
  londonToday,
} from '@dss/contract';
import { DateField, favouritesFirst, SelectField, TextField } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';
import { LicenceNumberField } from '../fields/LicenceNumberField';
import { EditDialog, FieldGrid } from './EditDialog';

const upper = (v: string) => v.toUpperCase();
/** A missing phone stored as zero starts empty (document 3 §9 shows it as N/A). */
const phone = (v: string) => (/^0*$/.test(v.trim()) ? '' : v);
const UPDATED = { title: INSTRUCTOR_TEXTS.basicUpdatedTitle, text: INSTRUCTOR_TEXTS.basicUpdated };

type BasicValues = Record<
  'title' | 'fname' | 'mname' | 'lname' | 'mobile' | 'inemail' | 'dlno' | 'adilno' | 'aditgender' | 'geartype',
  string
>;

/** Update Basic Information (document 2 §5.9). */
export function BasicDialog({ info, onClose }: { info: InstructorInfo; onClose(): void }) {
  const [save] = instructorsApi.useInstructorsUpdateBasicMutation();
  const { data: titles = [] } = dictionaryApi.useDictionaryTitlesQuery();
  const titleOptions = useMemo(
    () =>
      favouritesFirst(
        titles.filter((t) => !isOneOf(HIDDEN_INSTRUCTOR_TITLES, t.txt)),
        (t) => t.favourite,
        (t) => ({ value: String(t.id), label: t.txt }),
      ),
    [titles],
  );
  const initial: BasicValues = {
    title: String(info.title_id),
    fname: info.fname,
    mname: info.mname,
    lname: info.lname,
    mobile: info.mobile,
    inemail: info.email,
    dlno: info.driving_licence_no,
    adilno: info.instructor_licence_no,
    aditgender: info.teaching_gens,
    geartype: info.teaching_gears,
  };
  return (
    <EditDialog<BasicValues>
      title="Update Basic Information"
      onClose={onClose}
      validate={validateWithSchema(basicEditForm)}
      save={(v) => save({ adiid: info.adi_id, ...v })}
      texts={{ success: UPDATED, failure: INSTRUCTOR_TEXTS.basicFailed }}
      submitLabel="Update Basic Information"
      initialValues={initial}
    >
      <FieldGrid>
        <SelectField name="title" label="Title" placeholder="Select title" options={titleOptions} required />
        <TextField name="fname" label="First Name" maxLength={50} counter required />
        <TextField name="mname" label="Middle Name" maxLength={50} counter />
        <TextField name="lname" label="Surname" maxLength={50} counter required />
        <TextField name="mobile" label="Mobile" type="tel" inputMode="numeric" maxLength={11} required />
        <TextField name="inemail" label="E-mail" type="email" maxLength={100} required />
        <LicenceNumberField known={{ dob: info.dateOfBirth, gender: info.gender }} />
        <TextField name="adilno" label="ADI/PDI Licence Number" maxLength={6} counter parse={upper} required />
        <SelectField name="aditgender" label="Teaching Gender" options={TEACHING_GENDER_OPTIONS} required />
        <SelectField name="geartype" label="Teaching Gear Type" options={TEACHING_GEAR_OPTIONS} required />
      </FieldGrid>
    </EditDialog>
  );
}

type AdvanceValues = Record<
  'gender' | 'dob' | 'hp1' | 'hp2' | 'mp2' | 'wp1' | 'wp2' | 'crtbref' | 'fbname' | 'iscode' | 'accno' | 'naob' | 'nino',
  string
>;

/** Update Advance Information (document 2 §5.10): the sort code masked ##-##-##, sent as 6 digits. */
export function AdvanceDialog({ info, onClose }: { info: InstructorInfo; onClose(): void }) {
  const [save] = instructorsApi.useInstructorsUpdateAdvanceMutation();
  const initial: AdvanceValues = {
    gender: info.gender,
    dob: info.dateOfBirth,
    hp1: phone(info.homePhone1),
    hp2: phone(info.homePhone2),
    mp2: phone(info.mobilePhone2),
    wp1: phone(info.workPhone1),
    wp2: phone(info.workPhone2),
    crtbref: info.crtbRef,
    fbname: info.bankInfo.bankname,
    iscode: maskSortCode(info.bankInfo.sortcode),
    accno: info.bankInfo.accno,
    naob: info.bankInfo.nameonacc,
    nino: info.nino,
  };
  return (
    <EditDialog<AdvanceValues>
      title="Update Advance Information"
      onClose={onClose}
      validate={validateWithSchema(advanceEditForm)}
      save={({ iscode, ...v }) => save({ adiid: info.adi_id, ...v, scode: iscode.replace(/-/g, '') })}
      texts={{ success: UPDATED, failure: INSTRUCTOR_TEXTS.basicFailed }}
      submitLabel="Update Advance Information"
      initialValues={initial}
    >
      <FieldGrid>
        <SelectField name="gender" label="Gender" options={GENDERS} required />
        <DateField name="dob" label="Date of Birth" max={londonToday()} required />
        <TextField name="mp2" label="Mobile 2" type="tel" inputMode="numeric" maxLength={11} />
        <TextField name="hp1" label="Home Phone 1" type="tel" inputMode="numeric" maxLength={11} />
        <TextField name="hp2" label="Home Phone 2" type="tel" inputMode="numeric" maxLength={11} />
        <TextField name="wp1" label="Work Phone 1" type="tel" inputMode="numeric" maxLength={11} />
        <TextField name="wp2" label="Work Phone 2" type="tel" inputMode="numeric" maxLength={11} />
        <TextField name="crtbref" label="DBS Reference" inputMode="numeric" maxLength={12} counter required />
        <TextField name="fbname" label="Bank Name" maxLength={30} counter required />
        <TextField
          name="iscode"
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
      </FieldGrid>
    </EditDialog>
  );
}
