import { routeLink } from '../links/panel-links';

/** Home's link panels (document 1 §2). Financial & Management Reports needs the 'reports' privilege. */
export const HOME_PANELS = [
  {
    title: 'Learners',
    links: ['registerlearner', 'managelearners', 'acceptpayments', 'assigninstructor'].map((p) => routeLink(p)),
  },
  {
    title: 'Instructors',
    links: ['registerinstructor', 'vieweditinstructors', 'pendinginstructors', 'searchinstructor'].map((p) => routeLink(p)),
  },
  {
    title: 'Bookings',
    links: ['booklearners', 'bookpendinglearners', 'instructordiary', 'recordtestoutcome'].map((p) => routeLink(p)),
  },
  {
    title: 'Feedback',
    links: ['recordlearnerfeedbacks', 'viewlearnerfeedback', 'recordinstructorfeedbacks', 'viewinstructorfeedback'].map((p) =>
      routeLink(p),
    ),
  },
  { title: 'Complaints', links: ['recordcomplaint', 'viewactivecomplaints', 'resolvedcomplaints'].map((p) => routeLink(p)) },
  {
    title: 'Management Reports',
    links: [
      routeLink('learnermonthlyoverview'),
      routeLink('instructormonthlyoverview'),
      routeLink('instructorfranchisepaydata'),
      routeLink('managementreports', ['reports']),
    ],
  },
  {
    title: 'Payments',
    links: ['recordinstructorfranchisepayments', 'acceptpayments', 'acceptinstructorpayments', 'rescordtransactions'].map((p) =>
      routeLink(p),
    ),
  },
];
