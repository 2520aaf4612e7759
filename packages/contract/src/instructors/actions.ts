import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { idField, optionalText } from '../validation/fields';
import { pageFields, pageOf } from '../validation/paging';
import { DictionaryEntry } from '../dictionaries/types';
import {
  addressEditFields,
  addVehicleFields,
  adiId,
  advanceEditFields,
  basicEditFields,
  carId,
  coveringPostcodesWire,
  franchiseChangeFields,
  teachingLanguagesWire,
  teachingVehicleTypesWire,
  vehicleDocumentFields,
  vehicleInfoFields,
} from './edit-forms';
import { registerInstructorWire } from './registration';
import { timeAwayWire, weekAvailabilityWire } from './working-hours';
import { CalendarFeedState, IssuedCalendarFeed } from './calendar-feed';
import {
  AvailabilityReply,
  ExpiryCounts,
  ExpiryRow,
  FranchisePlanData,
  InstructorDocument,
  InstructorInfo,
  InstructorRow,
  TimeAwayRow,
  VehicleOwnerType,
} from './types';

// Office work is on ctrouV2.php (permission 'user'); approval and state management on
// ctroaV2.php (admin only). Wire names the spec leaves open are listed in docs/decisions/instructors-wire-names.md.
const office = { endpoint: ENDPOINTS.officeUser, permissions: ['user'] } as const;
const admin = { endpoint: ENDPOINTS.officeAdmin, permissions: ['admin'] } as const;

// Built where they are used, not at the module's top (learners/actions.ts says why).
const byId = () => z.object({ id: adiId });
const accStateFilter = () => optionalText().pipe(z.string().regex(/^[0-4]?$/, 'Account status is not valid.'));

/** Sort keys of the instructor tables (ADI ID, Name, Mobile, E-mail, Gear Type, Teaching Gender, Account Status, registered on). */
const INSTRUCTOR_SORTS = ['adi_id', 'name', 'mobile', 'email', 'teaching_gears', 'teaching_gens', 'accState', 'created'] as const;

// ── Lists for the forms ──────────────────────────────────────────────────────────────────

/** Fuel types (id, txt). */
export const fuelTypes = defineAction({
  field: 'loadfueltypes',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user', 'admin'],
  request: z.object({}),
  reply: 'json',
  response: z.array(DictionaryEntry),
});

/** Vehicle owner types (type_id, desc, message shown as the picker's hint). */
export const vehicleOwnerTypes = defineAction({
  field: 'loadvehicleownertypes',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user', 'admin'],
  request: z.object({}),
  reply: 'json',
  response: z.array(VehicleOwnerType),
});

/** Active franchise plans for the Financials section and Update Franchise Plan. */
export const franchisePlanOptions = defineAction({
  field: 'loadfranchiseplanoptions',
  ...office,
  request: z.object({}),
  reply: 'json',
  response: z.array(FranchisePlanData),
});

// ── Register ────────────────────────────────────────────────────────────────────────────

/**
 * Register Instructor: one multipart form with every section's fields and the documents named
 * as REGISTER_FILE_NAMES says (document 2 §7.1); everything is written in one transaction.
 */
export const registerInstructor = defineAction({
  field: 'addadiinofficeadvancedv2',
  ...office,
  request: registerInstructorWire,
  reply: 'success',
});

// ── Tables and the Instructor Information dialog ─────────────────────────────────────────

/** View/Edit Active Driving Instructors: approved and not deleted; search by ID, name, e-mail or mobile. */
export const activeInstructors = defineAction({
  field: 'loadactiveinstructors',
  ...office,
  request: z.object(pageFields(INSTRUCTOR_SORTS)),
  reply: 'json',
  response: pageOf(InstructorRow),
});

/** Advance Instructor Search: every instructor, with optional account status, gear and covered outer postcode. */
export const searchInstructors = defineAction({
  field: 'searchinstructors',
  ...office,
  request: z.object({
    ...pageFields(INSTRUCTOR_SORTS),
    accstate: accStateFilter(),
    gear: optionalText().pipe(z.enum(['', 'automatic', 'manual', 'both'], { error: 'Gear type is not valid.' })),
    pc: optionalText()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^([A-Z]{1,2}[0-9][0-9A-Z]?)?$/, 'Outer postcode only, for example E7.')),
  }),
  reply: 'json',
  response: pageOf(InstructorRow),
});

/** Pending Instructors (office) and Approve Instructors (admin), the same screen: not approved, not deleted. */
export const pendingInstructors = defineAction({
  field: 'loadpendinginstructors',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user', 'admin'],
  request: z.object(pageFields(['created', 'adi_id', 'name', 'email', 'mobile'] as const)),
  reply: 'json',
  response: pageOf(InstructorRow),
});

/** One instructor's whole record: the Information dialogs and Edit Instructor (edit/:id). */
export const instructorInfo = defineAction({
  field: 'instructorinfo',
  ...office,
  request: byId(),
  reply: 'json',
  response: InstructorInfo,
});

/** The PDFs kept for an instructor, newest first. */
export const instructorDocuments = defineAction({
  field: 'instructordocuments',
  ...office,
  request: byId(),
  reply: 'json',
  response: z.array(InstructorDocument),
});

/** One of an instructor's PDFs, for signed-in staff only. */
export const instructorDocument = defineAction({
  field: 'instructordocument',
  ...office,
  request: z.object({ id: adiId, doc: idField('Document is required.') }),
  reply: 'file',
});

/**
 * Beyond the spec: licences, VED, MOT and insurance of instructors not deleted that have expired
 * or expire within 30 days, soonest first (`status` '' both, 'expired', 'due').
 */
export const documentExpiries = defineAction({
  field: 'instructorexpiries',
  ...office,
  request: z.object({
    ...pageFields(['expires_on', 'adi_id', 'name', 'document'] as const),
    status: optionalText().pipe(z.enum(['', 'expired', 'due'], { error: 'Status is not valid.' })),
  }),
  reply: 'json',
  response: pageOf(ExpiryRow),
});

/** The counts behind the expiry warning on the bell. */
export const documentExpiryCounts = defineAction({
  field: 'instructorexpirycounts',
  ...office,
  request: z.object({}),
  reply: 'json',
  response: ExpiryCounts,
  polled: true,
});

// ── Edit Instructor ─────────────────────────────────────────────────────────────────────

export const updateBasic = defineAction({
  field: 'updateadibasic',
  ...office,
  request: z.object({ adiid: adiId, ...basicEditFields }),
  reply: 'success',
});

export const updateAdvance = defineAction({
  field: 'updateadiadvance',
  ...office,
  request: z.object({ adiid: adiId, ...advanceEditFields }),
  reply: 'success',
});

/** Address & Documents: a new compliance record replacing `compid`, with addressProf1, addressProf2, licenceCopy, adilicenceCopy. */
export const updateAddress = defineAction({
  field: 'updateadiaddress',
  ...office,
  request: z.object({ adiid: adiId, compid: idField('Compliance record is required.'), ...addressEditFields }),
  reply: 'success',
});

export const changeFranchise = defineAction({
  field: 'updateadifranchise',
  ...office,
  request: z.object({ adiid: adiId, ...franchiseChangeFields }),
  reply: 'success',
});

export const updatePostcodes = defineAction({
  field: 'updateadipostcodes',
  ...office,
  request: z.object({ id: adiId, pcs: coveringPostcodesWire }),
  reply: 'success',
});

export const updateLanguages = defineAction({
  field: 'updateadilanguages',
  ...office,
  request: z.object({ id: adiId, lns: teachingLanguagesWire }),
  reply: 'success',
});

export const updateVehicleTypes = defineAction({
  field: 'updateadivehicletypes',
  ...office,
  request: z.object({ id: adiId, tvs: teachingVehicleTypesWire }),
  reply: 'success',
});

/** Add a Vehicle: the vehicle's fields and fllogbook1, flmot1, flinsurance1. */
export const addVehicle = defineAction({
  field: 'addadivehicle',
  ...office,
  request: z.object({ id: adiId, ...addVehicleFields }),
  reply: 'success',
});

export const removeVehicle = defineAction({
  field: 'removeadivehicle',
  ...office,
  request: z.object({ id: adiId, carid: carId }),
  reply: 'success',
});

/** Upload Vehicle Documents: pairs of owner + fllogbook1, motexp + flmot1, insuranceexp + flinsurance1. */
export const uploadVehicleDocuments = defineAction({
  field: 'updateadivehicledocs',
  ...office,
  request: z.object({ id: adiId, carid: carId, ...vehicleDocumentFields }),
  reply: 'success',
});

export const updateVehicleInfo = defineAction({
  field: 'updateadivehicleinfo',
  ...office,
  request: z.object({ id: adiId, carid: carId, ...vehicleInfoFields }),
  reply: 'success',
});

// ── Working hours and time away ─────────────────────────────────────────────────────────

export const availability = defineAction({
  field: 'loadadiavailability',
  ...office,
  request: z.object({ adiid: adiId }),
  reply: 'json',
  response: AvailabilityReply,
});

export const saveAvailability = defineAction({
  field: 'saveadiavailability',
  ...office,
  request: z.object({ adi: adiId, availability: weekAvailabilityWire }),
  reply: 'success',
});

/** Time away of one instructor, newest first unless sorted otherwise (10 a page on screen). */
export const timeAway = defineAction({
  field: 'loadaditimeaway',
  ...office,
  request: z.object({ adiid: adiId, ...pageFields(['start', 'type', 'status'] as const) }),
  reply: 'json',
  response: pageOf(TimeAwayRow),
});

export const saveTimeAway = defineAction({
  field: 'saveaditimeaway',
  ...office,
  request: timeAwayWire({ adi: adiId }),
  reply: 'success',
});

export const deleteTimeAway = defineAction({
  field: 'deleteaditimeaway',
  ...office,
  request: z.object({ recordid: idField('Time away entry is required.') }),
  reply: 'success',
});

// ── Calendar feed (beyond the spec: docs/decisions/instructor-calendar-feeds.md) ───────────

/** Whether the instructor's calendar feed is live, and since when. */
export const calendarFeed = defineAction({
  field: 'loadadicalendarfeed',
  ...office,
  request: z.object({ adiid: adiId }),
  reply: 'json',
  response: CalendarFeedState,
});

/** A new private calendar address for the instructor; any earlier one stops working. */
export const issueCalendarFeed = defineAction({
  field: 'issueadicalendarfeed',
  ...office,
  request: z.object({ adiid: adiId }),
  reply: 'json',
  response: IssuedCalendarFeed,
});

/** Stops the instructor's calendar feed: its address answers nothing from then on. */
export const stopCalendarFeed = defineAction({
  field: 'stopadicalendarfeed',
  ...office,
  request: z.object({ adiid: adiId }),
  reply: 'success',
});

// ── Administration (ctroaV2.php) ─────────────────────────────────────────────────────────

/** Approve a pending instructor: they become Active and can take learners. */
export const approveInstructor = defineAction({
  field: 'approveinstructor',
  ...admin,
  request: z.object({ adi_id: adiId }),
  reply: 'success',
});

/** Instructor State Management: every instructor, optionally of one account state. */
export const instructorStates = defineAction({
  field: 'loadinstructorstates',
  ...admin,
  request: z.object({ ...pageFields(INSTRUCTOR_SORTS), accstate: accStateFilter() }),
  reply: 'json',
  response: pageOf(InstructorRow),
});

/** Delete (state 4) an instructor not yet deleted. */
export const deleteInstructor = defineAction({
  field: 'deleteinstructor',
  ...admin,
  request: z.object({ adi_id: adiId }),
  reply: 'success',
});
