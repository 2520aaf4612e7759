import type { LearnerAssignment, LearnerListed } from '@dss/contract';
import { editLearnerStateOf } from './edit-learner-state';

const LEARNER: LearnerListed = {
  student_id: 25,
  title: 'Ms',
  title_id: 3,
  gender: 'f',
  fname: 'Amira',
  mname: '',
  lname: 'Khan',
  mobile: '07700900111',
  landline: '',
  email: 'amira@school.invalid',
  dob: '2006-05-01',
  driving_licence_no: 'KHAN9605016AM9AB',
  lessons_type: 'manual',
  address: { line1: '1 High Street', line2: '', city: 'London', county: '', postcode: 'E7 9AA' },
  pickup_pc: 'E7 9AA',
  outer_pc: 'E7',
  req_adi_gender: 'any',
  req_language: null,
  req_car_type: 1,
  accState: 1,
  created: '2026-11-01T10:00:00.000Z',
  lesson_reminders: true,
};

describe("Edit/Update Learner's route state", () => {
  it('takes the learner and assignments View/Edit Learners hands it', () => {
    const adi: LearnerAssignment[] = [];
    expect(editLearnerStateOf({ info: LEARNER, id: 25, adi })).toEqual({ info: LEARNER, id: 25, adi });
  });

  it('finds nothing after a reload or in a state it did not write', () => {
    expect(editLearnerStateOf(null)).toEqual({});
    expect(editLearnerStateOf('L25')).toEqual({});
    expect(editLearnerStateOf({ info: { student_id: '25' }, adi: 'none' })).toEqual({});
  });

  it('keeps the learner when only the assignments are malformed', () => {
    expect(editLearnerStateOf({ info: LEARNER, adi: [{ assign_id: 'x' }] })).toEqual({ info: LEARNER, id: 25 });
  });
});
