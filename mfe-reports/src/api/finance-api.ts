import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { financeActions, overviewActions } from '@dss/contract';

/**
 * The reports app's endpoints on the one api slice: instructor payments, financial records and
 * the monthly overviews. Saves invalidate the lists they change.
 */
export const financeApi = injectDomainEndpoints('finance', (build) => ({
  financePaymentTypes: actionQuery(build, financeActions.paymentTypes, { keepUnusedDataFor: 3600 }),
  financePaymentMethods: actionQuery(build, financeActions.paymentMethods, { keepUnusedDataFor: 3600 }),
  financeActiveInstructors: actionQuery(build, financeActions.activeInstructors, { provides: ['Instructors'] }),
  financePaymentHistory: actionQuery(build, financeActions.paymentHistory, { provides: ['Payments'] }),
  financeFranchisePlan: actionQuery(build, financeActions.franchisePlan, { provides: ['Instructors', 'FranchisePlans'] }),
  financeRecordPayment: actionMutation(build, financeActions.recordPayment, { invalidates: ['Payments', 'Reports'] }),
  financeAcceptPayment: actionMutation(build, financeActions.acceptPayment, { invalidates: ['Payments', 'Reports'] }),

  financeCategories: actionQuery(build, financeActions.categories, { provides: ['Finance'] }),
  financeSaveCategory: actionMutation(build, financeActions.saveCategory, { invalidates: ['Finance'] }),
  financeSaveIncome: actionMutation(build, financeActions.saveIncome, { invalidates: ['Finance'] }),
  financeSaveExpense: actionMutation(build, financeActions.saveExpense, { invalidates: ['Finance'] }),
  financeTransactions: actionQuery(build, financeActions.transactions, { provides: ['Finance'] }),
  financeSaveMileage: actionMutation(build, financeActions.saveMileage, { invalidates: ['Finance'] }),
  financeMileage: actionQuery(build, financeActions.mileage, { provides: ['Finance'] }),
  financeTaxYears: actionQuery(build, financeActions.taxYears, { provides: ['Finance'] }),
  financeLearnerLiability: actionQuery(build, financeActions.learnerLiability, { provides: ['Payments', 'Bookings'] }),
}));

export const overviewsApi = injectDomainEndpoints('overviews', (build) => ({
  overviewsLearners: actionQuery(build, overviewActions.learners, { provides: ['Learners'] }),
  overviewsLearner: actionQuery(build, overviewActions.learner, { provides: ['Learners'] }),
  overviewsInstructor: actionQuery(build, overviewActions.instructor, { provides: ['Instructors'] }),
  overviewsPdfs: actionQuery(build, overviewActions.pdfHistory, { provides: ['Reports'] }),
  overviewsEmails: actionQuery(build, overviewActions.emailHistory, { provides: ['Reports'] }),
  overviewsSend: actionMutation(build, overviewActions.sendOverview, { invalidates: ['Reports'] }),
}));
