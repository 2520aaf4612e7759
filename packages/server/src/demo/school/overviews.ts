import { DAY, HOUR, isoOf, monthKey, type SchoolContext } from './context';
import { instructorEmail } from './instructors';

/**
 * Monthly overview report rows for the last `overviewMonths` months, for every learner and
 * instructor with lessons that month, and the e-mails some were sent in.
 */
export async function overviewsPhase(ctx: SchoolContext): Promise<void> {
  const months: number[] = [];
  const todayMonth = monthKey(ctx.today);
  for (let k = ctx.shape.overviewMonths; k >= 1; k--) months.push(todayMonth - k);
  const { rng } = ctx;
  const emitFor = async (kind: 1 | 2, map: Map<number, Set<number>>, email: (id: number) => string) => {
    for (const [id, set] of map) {
      for (const m of months) {
        if (!set.has(m)) continue;
        const pdfId = ++ctx.ids.overview;
        const year = Math.floor(m / 12);
        const month = (m % 12) + 1;
        const firstOfNext = Math.floor(Date.UTC(year, month, 1) / DAY);
        ctx.emit('overview_reports', {
          pdf_id: pdfId,
          kind,
          stu_id: kind === 1 ? id : null,
          adi_id: kind === 2 ? id : null,
          reporting_year: year,
          reporting_month: month,
          file_id: null,
          created_at: isoOf(Math.min(ctx.at(firstOfNext, 2), ctx.now - HOUR)),
        });
        if (rng.chance(ctx.shape.showcase ? 0.5 : 0.2)) {
          const sends = rng.chance(0.15) ? 2 : 1;
          for (let s = 0; s < sends; s++) {
            ctx.emit('overview_emails', {
              record_id: ++ctx.ids.email,
              pdf_id: pdfId,
              email_address: email(id),
              sent_by: ctx.staff(),
              sent_on: isoOf(Math.min(ctx.at(firstOfNext + rng.int(0, 5) + s * 7, rng.int(9, 17)), ctx.now - HOUR)),
            });
          }
        }
      }
    }
    await ctx.sink.flushPoint();
  };
  await emitFor(1, ctx.learnerMonths, (id) => ctx.learnerEmails.get(id) ?? 'learner@example.co.uk');
  await emitFor(2, ctx.adiMonths, (id) => instructorEmail(ctx.instructors[id - 1]!));
}
