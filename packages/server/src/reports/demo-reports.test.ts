import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PRODUCT_START_DATE, REPORT_LISTS, REPORT_TYPES, reportLabel, type ReportType, londonDate } from '@dss/contract';
import { seedDemoIfEmpty } from '../demo/seed';
import { build, post, signIn, type TestApp } from '../test-support/inject';

// Every report the chooser offers, run over the whole of the demo school's history: a report
// with nothing in it on the demo is one a visitor can never see drawn.

const FIELDS: Record<ReportType, string> = {
  [REPORT_TYPES.financial]: 'financialreport',
  [REPORT_TYPES.management]: 'managementreport',
  [REPORT_TYPES.feedback]: 'feedbackreport',
  [REPORT_TYPES.complaints]: 'complaintsreport',
  [REPORT_TYPES.instructor]: 'instructorreport',
};

/** The fields that count something in a report's rows (the others name what is counted). */
const MEASURES = [
  'count',
  'amount',
  'total',
  'no_adis',
  'complaints_count',
  'no_of_ratings',
  'no_of_questions',
  'instructors',
  'lessons',
];

/** The reply's tables (its lists, and the lists in its records) that count something above zero. */
function tablesWithData(reply: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      const counted = value.some((row: Record<string, unknown>) => MEASURES.some((m) => Number(row?.[m] ?? 0) > 0));
      if (counted) found.push(path);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
    }
  };
  visit(reply, '');
  return found;
}

describe('every report on the demo school', () => {
  let app: TestApp;
  let token: string;
  const range = { start: PRODUCT_START_DATE, end: londonDate(new Date()) };

  before(async () => {
    app = await build({
      seed: async (db) => {
        await seedDemoIfEmpty(db, { today: new Date() });
      },
    });
    token = await signIn(app.url, 2, 'demo-user');
  });
  after(() => app.close());

  for (const list of REPORT_LISTS) {
    for (const item of list.items.filter((i) => !i.disabled)) {
      it(`${list.title} ${reportLabel(item)} has something to show`, async () => {
        const res = await post(app.url, 'ctrouV2.php', {
          token,
          [FIELDS[list.type]]: '1',
          reportNo: String(item.number),
          ...range,
        });
        assert.equal(res.status, 200, res.text);
        assert.notDeepEqual(tablesWithData(res.json()), [], res.text.slice(0, 500));
      });
    }
  }
});
