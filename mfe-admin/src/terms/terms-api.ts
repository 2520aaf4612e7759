import { actionQuery, actionUpload, injectDomainEndpoints, type WireFile } from '@dss/api';
import { adminActions, type TERMS_UPLOAD_PAGES } from '@dss/contract';

/** Uploads refresh 'TermsDocuments', so the Home dialogs show the newest version. */
export const termsApi = injectDomainEndpoints('admin', (build) => ({
  adminTermsVersions: actionQuery(build, adminActions.termsVersions, { provides: ['TermsDocuments'] }),
  adminUploadLearnerTerms: actionUpload(build, adminActions.uploadLearnerTerms, { invalidates: ['TermsDocuments'] }),
  adminUploadInstructorTerms: actionUpload(build, adminActions.uploadInstructorTerms, { invalidates: ['TermsDocuments'] }),
  adminUploadTrainingTerms: actionUpload(build, adminActions.uploadTrainingTerms, { invalidates: ['TermsDocuments'] }),
  adminUploadGeneralTerms: actionUpload(build, adminActions.uploadGeneralTerms, { invalidates: ['TermsDocuments'] }),
}));

type UploadField = (typeof TERMS_UPLOAD_PAGES)[number]['uploadField'];

/** Uploads a new version of one terms document: each page's action carries the version in its own field. */
export function useTermsUpload(field: UploadField) {
  const [learner] = termsApi.useAdminUploadLearnerTermsMutation();
  const [instructor] = termsApi.useAdminUploadInstructorTermsMutation();
  const [training] = termsApi.useAdminUploadTrainingTermsMutation();
  const [general] = termsApi.useAdminUploadGeneralTermsMutation();
  return (version: string, files: WireFile[]) => {
    switch (field) {
      case 'learnertcupload':
        return learner({ fields: { learnertcupload: version }, files });
      case 'instructortcupload':
        return instructor({ fields: { instructortcupload: version }, files });
      case 'traineeinstructortcupload':
        return training({ fields: { traineeinstructortcupload: version }, files });
      case 'trainingpacktcupload':
        return general({ fields: { trainingpacktcupload: version }, files });
    }
  };
}
