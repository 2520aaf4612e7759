import type { InstructorDocument, InstructorInfo, InstructorRow, Page } from '@dss/contract';

/** An instructor as the tables list it. */
export function instructorRow(id: number, over: Partial<InstructorRow> = {}): InstructorRow {
  return {
    adi_id: id,
    title: 'Mr',
    fname: 'Oliver',
    mname: 'James',
    lname: 'Whitfield',
    gender: 'male',
    mobile: '07700900123',
    landline: '02079460000',
    email: `oliver${id}@adi-mail.co.uk`,
    teaching_gears: 'manual',
    teaching_gens: 'any',
    driving_licence_no: 'WHITF801205OJ9AB',
    instructor_licence_no: '123456',
    crtbRef: '001234567890',
    currAddr: { fline: '10 High Street', sline: '', city: 'London', county: 'Greater London', postcode: 'E7 8AB' },
    accState: 1,
    created: '2026-11-01T10:00:00.000Z',
    added: '2026-11-01T10:00:00.000Z',
    approved: true,
    approved_at: '2026-11-03T10:00:00.000Z',
    reg_by_name: 'Daniel Okafor',
    reg_by_id: 2,
    ...over,
  };
}

export const pageOf = <T>(rows: T[], total = rows.length): Page<T> => ({ rows, total });

/** A whole record with two vehicles (one removed), a plan and two expiry warnings. */
export function instructorInfo(id: number, over: Partial<InstructorInfo> = {}): InstructorInfo {
  const row = instructorRow(id);
  return {
    adi_id: id,
    title: 'Mr',
    title_id: 1,
    fname: row.fname,
    mname: row.mname,
    lname: row.lname,
    gender: 'male',
    dateOfBirth: '1980-12-05',
    complianceid: 70,
    compliance: {
      complianceid: 70,
      licence_exp: '2030-01-01',
      adi_licence_exp: '2026-12-10',
      address_proof1_doc: 1,
      address_proof2_doc: 2,
      licence_doc: 3,
      adi_licence_doc: 4,
    },
    permAddr: row.currAddr,
    currAddr: { fline: '2 Station Road', sline: 'Flat 4', city: 'Ilford', county: 'Essex', postcode: 'IG1 1AA' },
    driving_licence_no: row.driving_licence_no,
    instructor_licence_no: row.instructor_licence_no,
    email: row.email,
    mobile: '07700900123',
    mobilePhone2: '',
    homePhone1: '02079460000',
    homePhone2: '0',
    workPhone1: '',
    workPhone2: '',
    crtbRef: row.crtbRef,
    bankInfo: { bankname: 'Barclays', nameonacc: 'O J Whitfield', accno: '12345678', sortcode: '201234' },
    nino: 'QQ123456C',
    teaching_gens: 'any',
    teaching_gears: 'manual',
    covering_pcs: [{ pc: 'E7' }, { pc: 'IG1' }],
    teaching_langs: [
      { lang_id: 10, lang_name: 'English' },
      { lang_id: 22, lang_name: 'Polish' },
    ],
    teaching_car_types: [{ type_id: 2, type_name: 'Hatchback' }],
    cars: [vehicle(11, 'LD21 ABC', 1, 'Active'), vehicle(9, 'EK15 XYZ', 3, 'Removed')],
    adi_franchise: {
      rec_id: 5,
      regularity: 4.33,
      regularity_text: 'Monthly',
      start_date: '2026-01-01',
      created_on: '2026-01-01T10:00:00.000Z',
      plan_data: {
        plan_id: 3,
        initial_fee: '250.00',
        work_type: 'Full-Time',
        weekly_hours: 30,
        weekly_fee: '100.00',
        promo_code: null,
      },
    },
    accState: 1,
    created: row.created,
    approved: true,
    approved_at: row.approved_at,
    reg_by_name: row.reg_by_name,
    reg_by_id: row.reg_by_id,
    expiries: [
      {
        adi_id: id,
        document: 'mot',
        document_text: 'MOT',
        c_id: 11,
        c_reg: 'LD21 ABC',
        expires_on: '2026-11-10',
        days_left: -12,
        expired: true,
      },
      {
        adi_id: id,
        document: 'adi_licence',
        document_text: 'ADI/PDI licence',
        c_id: null,
        c_reg: null,
        expires_on: '2026-12-10',
        days_left: 18,
        expired: false,
      },
    ],
    ...over,
  };
}

function vehicle(id: number, reg: string, status: number, text: string): InstructorInfo['cars'][number] {
  return {
    c_id: id,
    make: 'Ford',
    model: 'Fiesta',
    colour: 'Blue',
    c_reg: reg,
    regyear: '2021-03',
    c_type_id: 2,
    c_type: 'Hatchback',
    c_gear: 'manual',
    c_fuel: 1,
    c_fuel_txt: 'Petrol',
    leagal_owner: 'Oliver Whitfield',
    ved_exp: '2027-03-01',
    mot_exp: '2026-11-10',
    insurance_exp: '2027-05-01',
    rec_status: status,
    status_text: text,
    dual_ctrl: 1,
    owner_type: 1,
    owner_type_desc: 'Owner',
    logbook_doc: null,
    mot_doc: null,
    insurance_doc: null,
  };
}

/** An instructor's documents as `instructordocuments` answers: a current MOT and a replaced proof of address. */
export function instructorDocuments(): InstructorDocument[] {
  return [
    {
      doc_id: 41,
      kind: 'mot',
      kind_text: 'MOT certificate',
      c_id: 11,
      c_reg: 'LD21 ABC',
      file_name: 'mot.pdf',
      byte_size: 2300,
      added_at: '2026-03-02T10:15:00.000Z',
      added_by: 'Clara Clerk',
      current: true,
    },
    {
      doc_id: 12,
      kind: 'address_proof1',
      kind_text: 'Proof of address 1',
      c_id: null,
      c_reg: null,
      file_name: 'poadoc1.pdf',
      byte_size: 51_200,
      added_at: '2025-01-05T09:00:00.000Z',
      added_by: 'Ada Admin',
      current: false,
    },
  ];
}
