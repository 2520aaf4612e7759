import type { OverviewPerson } from '@dss/contract';

/** An address on one line, its empty parts left out. */
export const oneLine = (...parts: (string | null)[]) => parts.filter((p) => p && p.trim()).join(', ');

/** The modal's details block, the same for a learner (kind 1, L) and an instructor (kind 2, A). */
export function overviewPerson(
  kind: 1 | 2,
  id: number,
  r: { title: string; fname: string; lname: string; mobile: string; email: string; created: Date },
  gearType: string,
  address: string,
): OverviewPerson {
  return {
    kind,
    id,
    ref: `${kind === 1 ? 'L' : 'A'}${id}`,
    title: r.title,
    fname: r.fname,
    lname: r.lname,
    name: `${r.title} ${r.fname} ${r.lname}`,
    mobile: r.mobile,
    email: r.email,
    gear_type: gearType,
    joined: r.created.toISOString(),
    address,
  };
}

export const PERSON_COLUMNS = ['fname', 'lname', 'mobile', 'email', 'created'] as const;
