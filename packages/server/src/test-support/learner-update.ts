import type { LearnerListed } from '@dss/contract';

/** Update Learner's fields for a learner as `loadlearner` answered it, with `over` changed. */
export function updateLearnerFields(form: LearnerListed, over: Record<string, string> = {}): Record<string, string> {
  return {
    updatelearner: '1',
    studentid: String(form.student_id),
    title: String(form.title_id),
    fname: form.fname,
    mname: form.mname,
    lname: form.lname,
    mobile: form.mobile,
    landline: form.landline,
    inemail: form.email,
    dob: form.dob,
    dlno: form.driving_licence_no,
    lesstype: form.lessons_type,
    haline1: form.address.line1,
    haline2: form.address.line2,
    hacity: form.address.city,
    hcounty: form.address.county,
    hapostcode: form.address.postcode,
    pickpostcode: form.pickup_pc,
    adigender: form.req_adi_gender,
    adilang: form.req_language === null ? '' : String(form.req_language),
    cartype: String(form.req_car_type),
    state: String(form.accState),
    ...over,
  };
}
