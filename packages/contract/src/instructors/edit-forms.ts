import { z } from 'zod';
import { dateField, emailAddress, idField, jsonText, mobileNumber, optionalText } from '../validation/fields';
import {
  addressFields,
  bankFields,
  checkedForm,
  contactFields,
  coveringPostcodes,
  crtbRefEdit,
  dobField,
  dualControlField,
  feeRegularityField,
  FINANCIAL_MESSAGES,
  genderField,
  LICENCE_MESSAGES,
  licenceExpiryFields,
  licenceFields,
  optionalPdfFile,
  optText,
  ownerTypeField,
  pdfFile,
  personFields,
  sortCodeMasked,
  sortCodeWire,
  TEACHING_MESSAGES,
  teachingFields,
  teachingLanguages,
  teachingVehicleTypes,
  VEHICLE_MESSAGES,
  vedExpiryField,
  vehicleFields,
} from './fields';
import { FILE_SIZE_MESSAGES } from './messages';

/** The forms of Edit Instructor (document 2 §2.3, §3, §5.8-§5.12, §7.1). */

export const adiId = idField('Driving instructor is required.');
export const carId = idField('Please select a vehicle.');

/** Update Basic Information: adiid, title, names, mobile, e-mail, licences, teaching gender and gear. */
export const basicEditFields = {
  ...personFields,
  mobile: mobileNumber(),
  inemail: emailAddress(),
  ...licenceFields,
  ...teachingFields,
};
export const basicEditForm = z.object(basicEditFields);

/** Update Advance Information, as sent: the sort code is 6 digits. */
export const advanceEditFields = {
  gender: genderField,
  dob: dobField,
  hp1: contactFields.hp1,
  hp2: contactFields.hp2,
  mp2: contactFields.mp2,
  wp1: contactFields.wp1,
  wp2: contactFields.wp2,
  crtbref: crtbRefEdit,
  ...bankFields,
  scode: sortCodeWire,
};
/** The advance form as the screen holds it: `iscode` is the masked sort code (##-##-##). */
const { scode: _wireSortCode, ...advanceShared } = advanceEditFields;
export const advanceEditForm = z.object({ ...advanceShared, iscode: sortCodeMasked });

/** Update Address & Documents: both addresses, both licence expiries and four PDFs (all required). */
export const addressEditFields = { ...addressFields('pa'), ...addressFields('cu'), ...licenceExpiryFields };
/** The four documents of the address dialog, by the form field (and upload field) that holds each. */
export const ADDRESS_FILE_FIELDS = ['addressProf1', 'addressProf2', 'licenceCopy', 'adilicenceCopy'] as const;
export type AddressFileField = (typeof ADDRESS_FILE_FIELDS)[number];
export const ADDRESS_FILE_MESSAGES: Record<AddressFileField, string> = {
  addressProf1: LICENCE_MESSAGES.addressProof,
  addressProf2: LICENCE_MESSAGES.addressProof,
  licenceCopy: LICENCE_MESSAGES.licenceCopy,
  adilicenceCopy: LICENCE_MESSAGES.adilicenceCopy,
};
export const addressEditForm = z.object({
  ...addressEditFields,
  addressProf1: pdfFile(ADDRESS_FILE_MESSAGES.addressProf1, FILE_SIZE_MESSAGES.addressProof),
  addressProf2: pdfFile(ADDRESS_FILE_MESSAGES.addressProf2, FILE_SIZE_MESSAGES.addressProof),
  licenceCopy: pdfFile(ADDRESS_FILE_MESSAGES.licenceCopy),
  adilicenceCopy: pdfFile(ADDRESS_FILE_MESSAGES.adilicenceCopy),
});
export type AddressEditValues = z.input<typeof addressEditForm>;

/** Update Franchise Plan: the new plan (never the current one), its regularity and start date. */
export const franchiseChangeFields = {
  fplan: idField(FINANCIAL_MESSAGES.fplan),
  feeregularity: feeRegularityField,
  francplan: optionalText().pipe(z.string().regex(/^\d{0,9}$/, FINANCIAL_MESSAGES.fplan)),
  startdate: dateField(FINANCIAL_MESSAGES.startdate),
  /** The plan id being replaced ('' when the instructor has none): the change applies only while it is current. */
  currentPlan: optionalText().pipe(z.string().regex(/^\d{0,9}$/, FINANCIAL_MESSAGES.fplan)),
};
/** The plan dialog's form; the current plan is excluded from the choices. */
export function franchiseChangeForm(currentPlanId: number | null) {
  return z
    .object({
      fplan: franchiseChangeFields.fplan,
      feeregularity: franchiseChangeFields.feeregularity,
      startdate: franchiseChangeFields.startdate,
    })
    .refine((v) => v.fplan !== currentPlanId, { path: ['fplan'], message: FINANCIAL_MESSAGES.fplan });
}

/** Lists edited on their own dialogs, as the screens hold them. */
export const coveringPostcodesForm = z.object({ pcs: coveringPostcodes });
export const teachingLanguagesForm = z.object({ lns: teachingLanguages });
export const teachingVehicleTypesForm = z.object({ tvs: teachingVehicleTypes });
export const coveringPostcodesWire = jsonText(coveringPostcodes, TEACHING_MESSAGES.postcodes);
export const teachingLanguagesWire = jsonText(teachingLanguages, TEACHING_MESSAGES.languages);
export const teachingVehicleTypesWire = jsonText(teachingVehicleTypes, TEACHING_MESSAGES.vehicleTypes);

/** Add a Vehicle: the registration's vehicle rules (document 2 §5.6) and three PDFs, by upload field. */
export const ADD_VEHICLE_FILES = {
  fllogbook1: VEHICLE_MESSAGES.v5c,
  flmot1: VEHICLE_MESSAGES.motFile,
  flinsurance1: VEHICLE_MESSAGES.insuranceFile,
};
export type VehicleFileField = keyof typeof ADD_VEHICLE_FILES;
export const addVehicleFields = vehicleFields('');
export const addVehicleForm = z.object({
  ...addVehicleFields,
  fllogbook1: pdfFile(ADD_VEHICLE_FILES.fllogbook1),
  flmot1: pdfFile(ADD_VEHICLE_FILES.flmot1),
  flinsurance1: pdfFile(ADD_VEHICLE_FILES.flinsurance1),
});
export type AddVehicleValues = z.input<typeof addVehicleForm>;

/**
 * Upload Vehicle Documents (document 2 §5.8): the legal owner and the V5C, the MOT and its expiry,
 * the insurance and its expiry each come as a pair; dual controls and owner type always.
 */
export const vehicleDocumentFields = {
  leagalowner: optText(50, VEHICLE_MESSAGES.ownerLong50),
  motexp: optionalText().pipe(z.union([z.literal(''), dateField(VEHICLE_MESSAGES.mot, VEHICLE_MESSAGES.motInvalid)])),
  insuranceexp: optionalText().pipe(
    z.union([z.literal(''), dateField(VEHICLE_MESSAGES.insurance, VEHICLE_MESSAGES.insuranceInvalid)]),
  ),
  dualcontrol: dualControlField,
  carownertype: ownerTypeField,
};

/** The pairs of Upload Vehicle Documents: [text field, file field, message when the text is missing, when the file is]. */
export const VEHICLE_DOCUMENT_PAIRS = [
  ['leagalowner', 'fllogbook1', VEHICLE_MESSAGES.owner, VEHICLE_MESSAGES.v5c],
  ['motexp', 'flmot1', VEHICLE_MESSAGES.mot, VEHICLE_MESSAGES.motFile],
  ['insuranceexp', 'flinsurance1', VEHICLE_MESSAGES.insurance, VEHICLE_MESSAGES.insuranceFile],
] as const;

export const NOTHING_TO_UPLOAD = 'Please choose the documents to upload.';

export const vehicleDocumentsForm = checkedForm(
  {
    ...vehicleDocumentFields,
    fllogbook1: optionalPdfFile(),
    flmot1: optionalPdfFile(),
    flinsurance1: optionalPdfFile(),
  },
  (v, issue) => {
    for (const [text, file, textMissing, fileMissing] of VEHICLE_DOCUMENT_PAIRS) {
      if (v[file] && !v[text]) issue(text, textMissing);
      if (v[text] && !v[file]) issue(file, fileMissing);
    }
    if (!VEHICLE_DOCUMENT_PAIRS.some(([text, file]) => v[text] || v[file])) issue('_form', NOTHING_TO_UPLOAD);
  },
);

export type VehicleDocumentsValues = z.input<typeof vehicleDocumentsForm>;

/** Update VED Dates & Vehicle Info: dual controls, owner type and VED expiry. */
export const vehicleInfoFields = { dualcontrol: dualControlField, carownertype: ownerTypeField, taxexp: vedExpiryField };
export const vehicleInfoForm = z.object(vehicleInfoFields);
