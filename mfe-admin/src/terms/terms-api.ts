import { actionMutation, actionQuery, actionUpload, injectDomainEndpoints } from '@dss/api';
import { adminActions } from '@dss/contract';

/** Uploads refresh 'TermsDocuments', so the Home dialogs show the newest version. */
export const termsApi = injectDomainEndpoints('admin', (build) => ({
  adminTermsVersions: actionQuery(build, adminActions.termsVersions, { provides: ['TermsDocuments'] }),
  adminDownloadTerms: actionMutation(build, adminActions.downloadTermsDocument),
  adminUploadLearnerTerms: actionUpload(build, adminActions.uploadLearnerTerms, { invalidates: ['TermsDocuments'] }),
  adminUploadInstructorTerms: actionUpload(build, adminActions.uploadInstructorTerms, { invalidates: ['TermsDocuments'] }),
  adminUploadTrainingTerms: actionUpload(build, adminActions.uploadTrainingTerms, { invalidates: ['TermsDocuments'] }),
  adminUploadGeneralTerms: actionUpload(build, adminActions.uploadGeneralTerms, { invalidates: ['TermsDocuments'] }),
}));

export const UPLOAD_HOOKS = {
  learnertcupload: termsApi.useAdminUploadLearnerTermsMutation,
  instructortcupload: termsApi.useAdminUploadInstructorTermsMutation,
  traineeinstructortcupload: termsApi.useAdminUploadTrainingTermsMutation,
  trainingpacktcupload: termsApi.useAdminUploadGeneralTermsMutation,
} as const;
