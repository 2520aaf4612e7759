import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO, wireSession } from './sign-in';

/** Signs in through the wire, as the login screen does, and answers the session token; `base` picks another server. */
export async function wireToken(request: APIRequestContext, who: { id: string; password: string }, base = ''): Promise<string> {
  return (await wireSession(request, who, base)).token;
}

/** Posts office actions (ctrouV2.php) as the demo clerk: how a test sets up records it is not about. */
export type OfficeWire = (form: Record<string, string>) => Promise<APIResponse>;

export async function officeWire(request: APIRequestContext, base = ''): Promise<OfficeWire> {
  const token = await wireToken(request, DEMO.clerk, base);
  return (form) => request.post(`${base}/api/ctrouV2.php`, { form: { token, ...form } });
}

/** Who a set-up learner is; the rest of the registration (manual lessons, a London E7 address) is the same for all. */
export interface NewLearner {
  title: string;
  gender: string;
  fname: string;
  lname: string;
  mobile: string;
  inemail: string;
  dob: string;
  dlno: string;
  haline1: string;
}

/** Registers a learner through the office wire and answers their id, found by their e-mail address. */
export async function registerLearner(office: OfficeWire, learner: NewLearner): Promise<number> {
  const registered = await office({
    registerlearner: '1',
    idemkey: randomUUID(),
    mname: '',
    landline: '',
    lesstype: 'manual',
    haline2: '',
    hacity: 'London',
    hcounty: '',
    hapostcode: 'E7 9HZ',
    pickpostcode: 'E7 9HZ',
    adigender: 'any',
    adilang: '',
    cartype: '1',
    ...learner,
  });
  expect(await registered.text()).toBe('SUCCESS');
  const found: { rows: { student_id: number; email: string }[] } = await (
    await office({ loadlearners: '1', search: learner.inemail })
  ).json();
  return found.rows.find((l) => l.email === learner.inemail)!.student_id;
}
