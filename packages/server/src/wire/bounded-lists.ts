/**
 * Every action whose reply holds a list that is NOT paged, and why that list cannot grow with the
 * school (DESIGN §8: a list that grows with the school is searched, sorted and paged in the
 * database, and its action answers `Page<T>` for the paging fields of `pageFields`).
 * wire/list-inventory.test.ts reads every action's declared reply type and fails for a list reply that
 * is neither a page nor named here, and for a name here that no longer answers an unpaged list.
 *
 * Figures are from the large school (50,000 learners, 500 instructors, 1.95 M bookings).
 */
export const BOUNDED_LISTS: Readonly<Record<string, string>> = {
  // Reference lists: set by the school's administrators or fixed by the product.
  stafftitles: 'reference list: the titles',
  loadtitles: 'reference list: the titles',
  loadlanguages: 'reference list: the languages',
  loadvehicletypes: 'reference list: the vehicle types',
  loaddeparturereasons: 'reference list: the departure reasons',
  loaddeparturereporters: 'reference list: who reports a departure',
  loadeyetestnextsteps: 'reference list: eye test next steps',
  loadfueltypes: 'reference list: fuel types',
  loadvehicleownertypes: 'reference list: vehicle owner types',
  loadfranchiseplanoptions: "the school's franchise plans (administrators define a handful)",
  loadfranchiseplans: "the school's franchise plans (administrators define a handful)",
  loadlessonplans: "the school's lesson packages (7 on the large school)",
  lessonpacks: "the school's lesson packages (7 on the large school)",
  tacversions: 'versions of the four terms documents, one per upload by an administrator',
  loadlearnergroups: 'feedback question groups, defined by administrators',
  loadinstructorgroups: 'feedback question groups, defined by administrators',
  loadlearnerquestions: 'feedback questions, defined by administrators',
  loadinstructorquestions: 'feedback questions, defined by administrators',
  loadpaymenttypes: 'reference list: instructor payment types',
  loadpaymentmethods: 'reference list: payment methods',
  loadfinancecategories: "the school's finance categories (14 on the large school)",
  loadcomplainttypes: 'reference list: complaint types (12)',
  loadcomplaintstatuses: 'reference list: complaint statuses',
  loadstaff: "the school's office staff: a few people, not its learners or instructors",
  loadcloseddays:
    "a year of one region's bank holidays (about ten) and the school's closed days, one a date from today to two years ahead",
  loadquickinfo: 'Quick Info: a few address, opening-hours, contact and bank lines set by an administrator',
  quickinfo: 'Quick Info: a few address, opening-hours, contact and bank lines set by an administrator',
  staffweblogin: "the signed-in staff member's own privileges",
  staffinfo: "one staff member's privileges",
  financetaxyears: 'the tax years since the school opened, one a year',
  // One learner's or one instructor's own records: they grow with that person, not the school.
  learnerdeparture: 'one learner: none or one departure',
  learnereyetests: "one learner's eye tests",
  learnerdrivingtests: "one learner's driving tests",
  learnertheorytests: "one learner's theory tests",
  learnerpaymenthistory: "one learner's payments (at most 14 on the large school)",
  learnerbookinghistory: "one learner's lessons (at most 136 on the large school, 42 on average)",
  learnerpaidcredits: "one learner's payments (at most 14 on the large school)",
  learnerusedcredits: "one learner's used credits (at most 142 credits a learner on the large school)",
  learnerbookedcredits: "one learner's booked credits (at most 142 credits a learner on the large school)",
  learnerforfeitedcredits: "one learner's forfeited credits (at most 142 credits a learner)",
  learnerunusedcredits: "one learner's unused credits (at most 142 credits a learner)",
  learneractivecredits: "one learner's bookable credits (at most 142 credits a learner)",
  learnerduplicates: 'at most 10 possible duplicates of one learner (LIMIT in the query)',
  suitableinstructors: "instructors covering one learner's pickup area (at most 91 per outer postcode on the large school)",
  instructorinfo: "one instructor's postcodes, languages, vehicle types, vehicles and expiries",
  instructordocuments: "one instructor's documents",
  loadadiavailability: "one instructor's seven days of working hours",
  instructorbookings: "one instructor's diary over at most 42 days (CALENDAR_LOAD_MAX_DAYS)",
  previewlessonseries: 'the weeks of one series: at most 52 (SERIES_MAX_WEEKS)',
  overviewpdfs: "one learner's or instructor's monthly overviews: one a month",
  overviewemails: "one learner's or instructor's overview e-mails: one a send, a few a month at most",
  learnermails: "one learner's newest e-mails (LEARNER_MAILS_SHOWN, LIMIT in the query)",
  learnerfeedbackquestions: 'the three questions of one lesson',
  instructorfeedbackquestions: 'the three questions of one lesson',
  learnerfeedbackdetails: 'the ratings of one learner-instructor pair (at most 21 on the large school)',
  instructorfeedbackdetails: 'the ratings of one learner-instructor pair (at most 21 on the large school)',
  complaintupdates: 'the updates of one complaint (at most 4 on the large school)',
  // Reports: grouped totals counted by the database, one row a group, not one row a record.
  financialreport: 'grouped totals: one row per postcode, plan, work type, gender or period',
  managementreport: 'grouped totals: one row per dimension value or period',
  feedbackreport: 'grouped totals: one row per question, rating or period',
  complaintsreport: 'grouped totals: one row per complaint type, status, outer postcode or day',
  instructorreport: 'grouped totals: one row per postcode, language, age band, make or period',
};
