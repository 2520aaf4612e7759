import { instructorRef, learnerRef, type TableColumn } from '@dss/ui';
import { fullName } from '@dss/contract';
import { AverageRating } from './RatingFaces';
import type { RatedPerson, RatingSort } from './variants';

/** ID, name and average rating of a rated person: the columns both rating tables start with. */
export function personColumns(who: string): TableColumn<RatedPerson, RatingSort>[] {
  return [
    {
      key: 'id',
      header: 'ID',
      render: (p) => ('adi_id' in p ? instructorRef(p.adi_id) : learnerRef(p.stu_id)),
      sort: 'id',
    },
    { key: 'name', header: who, render: (p) => fullName(p), sort: 'name' },
    {
      key: 'average',
      header: 'Average Rating',
      render: (p) => <AverageRating average={p.average} face={p.round_average} count={p.total_feedbacks} />,
      sort: 'average',
    },
  ];
}
