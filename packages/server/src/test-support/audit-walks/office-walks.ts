import { randomUUID } from 'node:crypto';
import { addDays, londonDate, londonInstant } from '@dss/contract';
import { placeBookings } from '../../lifecycle';
import { addFranchisePlan, makePdf } from '../instructor-fixtures';
import { post } from '../inject';
import { openWeekday } from '../open-days';
import {
  addInstructor,
  addLearner,
  addPlan,
  addQuestions,
  assign,
  bookableLearner,
  payCredits,
  setAvailability,
} from '../school-fixtures';
import type { WalkContext, Walks } from './walk';
import { learnerComplaintForm } from '../complaint-fixtures';

const EVERY_DAY = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, { start: '08:00', end: '20:00' }]));

/** Walks of the assignment, booking, feedback, complaint, instructor payment, overview and admin screens. */
export function officeWalks(ctx: WalkContext): Walks {
  /** Read when a walk runs: the server is built after the walks are declared. */
  const db = () => ctx.server.db;
  const today = () => londonDate(new Date());

  /** An instructor working every day with a learner assigned to them holding two paid credits. */
  async function diaryWithLearner() {
    const adi = await addInstructor(db());
    await setAvailability(db(), adi, EVERY_DAY);
    const { stuId, credits } = await bookableLearner(db(), adi, await addPlan(db(), 2));
    return { adi, stuId, credits };
  }

  /** A new-booking request for the learner's first credit, ten days ahead (or the next open weekday) at 10:00. */
  async function bookingRequest() {
    const { adi, stuId, credits } = await diaryWithLearner();
    return {
      adi: String(adi),
      learner: String(stuId),
      bookings: JSON.stringify([
        {
          id: credits[0],
          start: `${openWeekday(addDays(today(), 10))} 10:00:00`,
          bookingType: 'newbooking',
          durationEditable: false,
        },
      ]),
    };
  }

  /** A lesson given three days ago, marked complete, and three questions for the audience rating it. */
  async function completedLesson(audience: 'learner' | 'instructor') {
    const { adi, stuId, credits } = await diaryWithLearner();
    const [booking] = await placeBookings(db(), {
      adiId: adi,
      studentId: stuId,
      staffId: 2,
      bookings: [{ credId: credits[0]!, start: londonInstant(addDays(today(), -3), 10 * 60) }],
    });
    await db()
      .updateTable('bookings')
      .set({ booking_state: 5, completed_at: new Date() })
      .where('booking_id', '=', booking!)
      .execute();
    const [qids] = await addQuestions(db(), audience, [{ text: `Walk ${randomUUID()}`, questions: ['One?', 'Two?', 'Three?'] }]);
    return {
      feedbacks: JSON.stringify({ bookingid: booking, feedback: qids!.map((qid, k) => ({ qid, rating: 5 - k })) }),
    };
  }

  const payment = async () => ({
    id: String(await addInstructor(db())),
    ref: 'WALK-1',
    amount: '120.50',
    trdatetime: '2025-02-03 09:15',
    type: '2',
    method: '1',
    idemkey: randomUUID(),
  });

  const questionGroup = async (audience: 'learner' | 'instructor') => {
    const name = `Walk ${randomUUID()}`;
    const group = await db()
      .insertInto('feedback_question_groups')
      .values({ audience, reporting_text: name, created_by: 1 })
      .returning('group_no')
      .executeTakeFirstOrThrow();
    return { groupid: String(group.group_no), groupname: name, question: 'Was the walk safe?' };
  };

  const question = async (audience: 'learner' | 'instructor') => {
    const [[id]] = (await addQuestions(db(), audience, [{ text: `Walk ${randomUUID()}`, questions: ['Removed?'] }])) as [
      number[],
    ];
    return { question_id: String(id) };
  };

  const terms = (field: string) => async () => ({
    fields: { [field]: 'walk-1' },
    files: [{ field: 'file', fileName: 'terms.pdf', data: await makePdf(field) }],
  });

  return {
    saveinstructorpayment: payment,
    acceptinstructorpayment: async () => ({ ...(await payment()), cardnumber: '4111111111111111', cvv: '123' }),
    assigninstructor: async () => {
      const learner = await addLearner(db());
      await payCredits(db(), learner, await addPlan(db(), 2));
      return { studentid: String(learner), selectedadi: String(await addInstructor(db())) };
    },
    placebookings: bookingRequest,
    placependingbookings: bookingRequest,
    savediary: async () => {
      const { adi, stuId, credits } = await diaryWithLearner();
      const day = openWeekday(addDays(today(), 12));
      const [booking] = await placeBookings(db(), {
        adiId: adi,
        studentId: stuId,
        staffId: 2,
        bookings: [{ credId: credits[0]!, start: londonInstant(day, 10 * 60) }],
      });
      return {
        adi: String(adi),
        bookings: JSON.stringify([{ id: booking, start: `${day} 14:00:00`, end: `${day} 15:00:00`, durationEditable: false }]),
      };
    },
    savetestoutcome: async () => {
      const adi = await addInstructor(db());
      const learner = await addLearner(db());
      await assign(db(), learner, adi);
      return { adi: String(adi), learner: String(learner), testdate: `${addDays(today(), -1)} 09:30`, result: '1' };
    },
    cancellesson: async () => {
      const { adi, stuId, credits } = await diaryWithLearner();
      const [booking] = await placeBookings(db(), {
        adiId: adi,
        studentId: stuId,
        staffId: 2,
        bookings: [{ credId: credits[0]!, start: londonInstant(addDays(today(), 5), 10 * 60) }],
      });
      return { booking: String(booking), party: 'learner', reason: 'Walked cancellation' };
    },
    placelessonseries: async () => {
      const { adi, stuId } = await diaryWithLearner();
      const day = addDays(today(), 10);
      return {
        adi: String(adi),
        learner: String(stuId),
        lessons: JSON.stringify([{ start: `${day} 10:00` }, { start: `${addDays(day, 7)} 10:00` }]),
        idemkey: randomUUID(),
      };
    },
    cancellessonseries: async () => {
      const { adi, stuId, credits } = await diaryWithLearner();
      const series = await db()
        .insertInto('lesson_series')
        .values({ adi_id: adi, stu_id: stuId, submit_key: randomUUID(), created_by: 2 })
        .returning('series_id')
        .executeTakeFirstOrThrow();
      await placeBookings(db(), {
        adiId: adi,
        studentId: stuId,
        staffId: 2,
        seriesId: series.series_id,
        bookings: credits.map((credId, k) => ({ credId, start: londonInstant(addDays(today(), 5 + 7 * k), 10 * 60) })),
      });
      return { series: String(series.series_id), party: 'school', reason: 'Walked series cancellation' };
    },
    recordlessonoutcome: async () => {
      const { adi, stuId, credits } = await diaryWithLearner();
      const [booking] = await placeBookings(db(), {
        adiId: adi,
        studentId: stuId,
        staffId: 2,
        bookings: [{ credId: credits[0]!, start: londonInstant(addDays(today(), -2), 10 * 60) }],
      });
      return { booking: String(booking), outcome: 'noshow' };
    },
    savelearnerfeedback: () => completedLesson('learner'),
    saveinstructorfeedback: () => completedLesson('instructor'),
    updatecomplaint: async () => {
      const made = await post(ctx.server.url, 'ctrouV2.php', {
        token: ctx.tokens.office,
        savecomplaint: '1',
        ...learnerComplaintForm(await addLearner(db()), await addInstructor(db())),
      });
      return {
        id: String(made.json()),
        progress: 'Called the complainant to acknowledge the complaint and explain our process.',
        state: '2',
      };
    },
    sendoverview: async () => {
      const learner = await addLearner(db());
      const report = await db()
        .insertInto('overview_reports')
        .values({ kind: 1, stu_id: learner, reporting_year: 2025, reporting_month: 3 })
        .returning('pdf_id')
        .executeTakeFirstOrThrow();
      return { id: String(report.pdf_id) };
    },
    savefranchiseplan: async () => ({
      initial_fee: '450',
      weekly_fee: '175.50',
      work_type: 'Full-Time',
      weekly_hours: '40',
      promo_code: '',
    }),
    removefranchiseplan: async () => ({ plan_id: String(await addFranchisePlan(db())) }),
    savelearnergroup: async () => ({ groupname: `Walk ${randomUUID()}` }),
    saveinstructorgroup: async () => ({ groupname: `Walk ${randomUUID()}` }),
    savelearnerquestion: () => questionGroup('learner'),
    saveinstructorquestion: () => questionGroup('instructor'),
    removelearnerquestion: () => question('learner'),
    removeinstructorquestion: () => question('instructor'),
    learnertcupload: terms('learnertcupload'),
    instructortcupload: terms('instructortcupload'),
    traineeinstructortcupload: terms('traineeinstructortcupload'),
    trainingpacktcupload: terms('trainingpacktcupload'),
  };
}
