import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { officeWire } from './office-wire';

// The booking calendar as the journeys drive it: a learner to book, a slot to aim at, a drag.

/**
 * An instructor and one of their learners holding at least `credits` credits (two by default),
 * found through the wire: which learners still hold credits depends on the day the demo school
 * was made for.
 */
export async function creditedPair(request: APIRequestContext, credits = 2): Promise<{ adi: string; learner: string }> {
  const office = await officeWire(request);
  const list = async (form: Record<string, string>) => (await (await office(form)).json()).rows;
  const instructors: { adi_id: number; learners: number }[] = await list({
    bookinginstructors: '1',
    sort: 'learners',
    dir: 'desc',
    pagesize: '100',
  });
  for (const { adi_id, learners } of instructors) {
    if (learners === 0) break;
    const [richest]: { student_id: number; credit_balance: number }[] = await list({
      instructorlearners: '1',
      id: String(adi_id),
      sort: 'credit_balance',
      dir: 'desc',
      pagesize: '5',
    });
    if (richest && richest.credit_balance >= credits) return { adi: `A${adi_id}`, learner: `L${richest.student_id}` };
  }
  throw new Error(`no instructor has a learner with ${credits} credits`);
}

/**
 * Scrolls a calendar part into view and waits for the page's scroll event, which the browser
 * sends in its next rendering frame: FullCalendar takes a touch during which a scroll event
 * arrives for a scroll, not a tap, so a tap sent before that frame can be lost on a busy machine.
 */
export async function scrolledIntoView(part: Locator) {
  await part.scrollIntoViewIfNeeded();
  await part.page().evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** The centre of a calendar slot: the day's column and the time's row. */
export async function slotPoint(page: Page, date: string, time: string) {
  const column = await page.locator(`td.fc-timegrid-col[data-date="${date}"]`).boundingBox();
  const lane = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
  if (!column || !lane) throw new Error(`no slot ${date} ${time}`);
  return { x: column.x + column.width / 2, y: lane.y + lane.height / 2 };
}

/**
 * A slot's centre once it holds still in view: scrolled into view, measured, and measured again a
 * tenth of a second later until both agree. FullCalendar scrolls a new day's time grid to its start
 * time on a later draw (its ScrollResponder), which on a busy machine can come after the slot was
 * scrolled into view.
 */
export async function steadySlotPoint(page: Page, date: string, time: string) {
  const lane = page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`);
  let last: { x: number; y: number } | null = null;
  await expect
    .poll(
      async () => {
        await scrolledIntoView(lane);
        const point = await slotPoint(page, date, time);
        const steady = last !== null && last.x === point.x && last.y === point.y;
        last = point;
        return steady;
      },
      { intervals: [100], message: `the slot ${date} ${time} holds still in view` },
    )
    .toBe(true);
  return last!;
}

/**
 * Moves the calendar on a week and waits for that week's lessons, time away and hours from the
 * server: until they arrive the page judges a drop against the week it showed before.
 */
export async function showNextWeek(page: Page) {
  const loaded = page.waitForResponse((r) => new URLSearchParams(r.request().postData() ?? '').has('instructorbookings'));
  await page.getByRole('button', { name: /next/i }).first().click();
  await (await loaded).finished();
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Quarter hours from `from` to `to` ('HH:MM'), as the calendar names its slots ('09:15:00'). */
export function quarterHours(from: string, to: string): string[] {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const times: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += 15) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`);
  }
  return times;
}

/**
 * Whether the hour from a slot looks free as the calendar draws it: no lesson, time away, closed day
 * or hour outside the instructor's working hours in that day's column across its four quarter
 * hours. A look, not the rule (the calendar still takes or refuses the drop): it spares a test the
 * refusals it can see coming, dozens in a week the instructor is on leave.
 */
export async function slotLooksFree(page: Page, date: string, time: string): Promise<boolean> {
  return page.evaluate(
    ({ date, time }) => {
      const column = document.querySelector(`td.fc-timegrid-col[data-date="${date}"]`);
      const lane = document.querySelector(`td.fc-timegrid-slot-lane[data-time="${time}"]`)?.getBoundingClientRect();
      if (!column || !lane) return false;
      const top = lane.top;
      const bottom = lane.top + 4 * lane.height;
      return Array.from(column.querySelectorAll('.fc-event, .fc-bg-event, .fc-non-business')).every((drawn) => {
        const box = drawn.getBoundingClientRect();
        return box.height === 0 || box.bottom <= top + 1 || box.top >= bottom - 1;
      });
    },
    { date, time },
  );
}

/** How near the edge of the window, or of a calendar scroller, a drag makes FullCalendar scroll it. */
const AUTO_SCROLL_EDGE = 50;

/**
 * Whether a drop aimed at this point lands there: the point is in the window and further than
 * AUTO_SCROLL_EDGE from the top and bottom of the window and of each calendar scroller holding
 * it. Nearer, FullCalendar scrolls under the pointer while the drag moves on (the longer, the
 * busier the machine) and the lesson lands on some other slot.
 */
export async function clearOfAutoScroll(page: Page, point: { x: number; y: number }): Promise<boolean> {
  return page.evaluate(
    ({ x, y, edge }) => {
      const clear = (top: number, bottom: number) => y - top > edge && bottom - y > edge;
      if (x < 0 || x > window.innerWidth || !clear(0, window.innerHeight)) return false;
      return Array.from(document.querySelectorAll('.fc-scroller')).every((scroller) => {
        const box = scroller.getBoundingClientRect();
        const holds = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
        return !holds || clear(box.top, box.bottom);
      });
    },
    { ...point, edge: AUTO_SCROLL_EDGE },
  );
}

/**
 * Drags with the real mouse, in steps (FullCalendar's pointer dragging needs them), in a straight
 * line: FullCalendar scrolls when the pointer nears an edge moving towards it, and a pointer that
 * only ever moves towards a drop point clear of the edges (clearOfAutoScroll) never does.
 */
export async function dragBetween(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

/** Drags an element, held at its centre, to a point. */
export async function dragTo(page: Page, item: Locator, to: { x: number; y: number }) {
  const box = await item.boundingBox();
  if (!box) throw new Error('nothing to drag');
  await dragBetween(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, to);
}
