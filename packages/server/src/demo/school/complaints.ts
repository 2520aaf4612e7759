import { dayText } from '@dss/contract';
import { DAY, HOUR, isoOf, type SchoolContext } from './context';
import type { DemoRow } from './types';

/**
 * Complaints about the learners' time with their instructors (picked from the assignment spans):
 * by and about learners, instructors, the school and third parties, with their updates; older
 * ones mostly resolved, recent ones open.
 */
export async function complaintsPhase(ctx: SchoolContext): Promise<void> {
  const { rng } = ctx;
  const n = Math.round(ctx.shape.learners * ctx.shape.complaintsPerLearner);
  const spans = ctx.spans.filter((s) => s.to > s.from);
  if (!spans.length) return;
  const descriptions = [
    'The instructor arrived more than twenty minutes late for the lesson and did not apologise or offer to extend the lesson.',
    'The learner was not ready at the agreed pickup point and the lesson started late, affecting the next booking.',
    'Lessons were cancelled at short notice twice in the same month without an explanation being given.',
    'The instructor used their mobile phone during the lesson and the learner felt unsafe as a result.',
    'The learner was charged for a lesson that they say was cancelled more than 48 hours in advance.',
    'A neighbour reported that the tuition car was parked across their driveway during a lesson.',
    'The learner felt that feedback was given in a rude and discouraging manner during the mock test.',
    'The office did not return several telephone calls about rebooking a practical test date.',
    'The tuition car was not clean and the dual controls appeared not to be working properly.',
    'Another road user complained about the tuition car stopping suddenly on a busy roundabout.',
  ];
  const updates = [
    'Called the complainant to acknowledge the complaint and explain the next steps in our process.',
    'Spoke to the instructor about the incident; their account broadly agrees with the complainant.',
    'Reviewed the diary and booking history for the dates in question and attached notes to the file.',
    'Sent a written summary of our findings to the complainant by e-mail and asked for a reply.',
    'Agreed a resolution with the complainant by telephone; they are happy for the matter to be closed.',
  ];
  for (let k = 0; k < n; k++) {
    const span = rng.pick(spans);
    const day = Math.min(span.from + rng.int(0, Math.max(0, span.to - span.from)), ctx.today);
    const type = rng.weighted([
      [2, 10],
      [5, 4],
      [3, 3],
      [7, 1],
      [10, 2],
      [9, 1],
      [1, 1],
      [6, 1],
      [4, 1],
      [8, 1],
      [11, 1],
      [12, 1],
    ] as const);
    const kinds: Record<number, [number, number]> = {
      1: [1, 1],
      2: [1, 2],
      3: [1, 3],
      4: [1, 4],
      5: [2, 1],
      6: [2, 2],
      7: [2, 3],
      8: [2, 4],
      9: [4, 1],
      10: [4, 2],
      11: [4, 3],
      12: [5, 5],
    };
    const [ct, ce] = kinds[type]!;
    const other = rng.pick(spans);
    const person = (kind: number, self: boolean) =>
      kind === 1
        ? self
          ? span.stu
          : other.stu === span.stu
            ? null
            : other.stu
        : kind === 2
          ? self
            ? span.adi
            : other.adi === span.adi
              ? null
              : other.adi
          : null;
    const complainant = person(ct, true);
    let complainee = person(ce, ct !== ce);
    if (ct === ce && (ct === 1 || ct === 2) && complainee === null) continue;
    if (ce === 1 && ct !== 1) complainee = span.stu;
    if (ce === 2 && ct !== 2) complainee = span.adi;
    const createdMs = Math.min(ctx.officeTime(day), ctx.now - 3 * HOUR);
    const age = ctx.now - createdMs;
    const resolved = age > 45 * DAY ? rng.chance(0.93) : age > 7 * DAY ? rng.chance(0.4) : false;
    const selfResolve = rng.chance(0.3);
    const offer = selfResolve ? rng.chance(0.5) : null;
    const ref = ++ctx.ids.complaint;
    const nUpdates = resolved ? rng.int(1, 4) : rng.int(0, 3);
    let t = createdMs;
    let status = 1;
    const ups: DemoRow<'complaint_updates'>[] = [];
    for (let u = 0; u < nUpdates; u++) {
      t = Math.min(t + rng.int(1, 10) * DAY, ctx.now - HOUR);
      const last = u === nUpdates - 1;
      status =
        last && resolved
          ? rng.weighted([
              [6, 3],
              [7, 2],
              [8, 1],
              [9, 3],
              [10, 2],
              [11, 1],
              [12, 1],
            ] as const)
          : rng.int(2, 5);
      ups.push({
        id: ++ctx.ids.complaintUpdate,
        ref,
        update_desc: updates[last && resolved ? 4 : u % 4]!,
        status_id: status,
        rec_by: ctx.staff(),
        created_on: isoOf(t),
      });
    }
    const incident = rng.chance(0.9) ? day - rng.int(0, 3) : null;
    ctx.emit('complaints', {
      ref,
      complain_type_id: type,
      complainant_type: ct,
      complainee_type: ce,
      complainant_stu_id: ct === 1 ? complainant : null,
      complainant_adi_id: ct === 2 ? complainant : null,
      complainee_stu_id: ce === 1 ? complainee : null,
      complainee_adi_id: ce === 2 ? complainee : null,
      description: rng.pick(descriptions),
      incident_date: incident === null ? null : dayText(incident),
      incident_time:
        incident === null ? null : `${String(rng.int(8, 19)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`,
      self_resolve: selfResolve,
      self_res_date: selfResolve ? dayText(day) : null,
      self_res_time: selfResolve ? '17:30' : null,
      resol_offer: offer,
      reply_desc: offer ? 'The complainee apologised and offered a free replacement lesson at a time that suits.' : null,
      status_id: status,
      is_resolved: resolved && nUpdates > 0,
      resolved_on: resolved && nUpdates > 0 ? isoOf(t) : null,
      created_on: isoOf(createdMs),
      updated_on: isoOf(t),
      staff_id: ctx.staff(),
    });
    for (const up of ups) ctx.emit('complaint_updates', up);
    if (k % 500 === 499) await ctx.sink.flushPoint();
  }
  await ctx.sink.flushPoint();
}
