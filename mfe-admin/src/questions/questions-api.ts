import { actionMutation, actionQuery, injectDomainEndpoints } from '@dss/api';
import { adminActions } from '@dss/contract';

export const questionsApi = injectDomainEndpoints('admin', (build) => ({
  adminLoadLearnerGroups: actionQuery(build, adminActions.loadLearnerGroups, { provides: ['QuestionGroups'] }),
  adminSaveLearnerGroup: actionMutation(build, adminActions.saveLearnerGroup, { invalidates: ['QuestionGroups'] }),
  adminLoadLearnerQuestions: actionQuery(build, adminActions.loadLearnerQuestions, { provides: ['Questions'] }),
  adminSaveLearnerQuestion: actionMutation(build, adminActions.saveLearnerQuestion, { invalidates: ['Questions'] }),
  adminRemoveLearnerQuestion: actionMutation(build, adminActions.removeLearnerQuestion, { invalidates: ['Questions'] }),
  adminLoadInstructorGroups: actionQuery(build, adminActions.loadInstructorGroups, { provides: ['QuestionGroups'] }),
  adminSaveInstructorGroup: actionMutation(build, adminActions.saveInstructorGroup, { invalidates: ['QuestionGroups'] }),
  adminLoadInstructorQuestions: actionQuery(build, adminActions.loadInstructorQuestions, { provides: ['Questions'] }),
  adminSaveInstructorQuestion: actionMutation(build, adminActions.saveInstructorQuestion, { invalidates: ['Questions'] }),
  adminRemoveInstructorQuestion: actionMutation(build, adminActions.removeInstructorQuestion, { invalidates: ['Questions'] }),
}));

/** The hooks of one audience. */
export const AUDIENCE_API = {
  learner: {
    useGroups: questionsApi.useAdminLoadLearnerGroupsQuery,
    useSaveGroup: questionsApi.useAdminSaveLearnerGroupMutation,
    useQuestions: questionsApi.useAdminLoadLearnerQuestionsQuery,
    useSaveQuestion: questionsApi.useAdminSaveLearnerQuestionMutation,
    useRemoveQuestion: questionsApi.useAdminRemoveLearnerQuestionMutation,
  },
  instructor: {
    useGroups: questionsApi.useAdminLoadInstructorGroupsQuery,
    useSaveGroup: questionsApi.useAdminSaveInstructorGroupMutation,
    useQuestions: questionsApi.useAdminLoadInstructorQuestionsQuery,
    useSaveQuestion: questionsApi.useAdminSaveInstructorQuestionMutation,
    useRemoveQuestion: questionsApi.useAdminRemoveInstructorQuestionMutation,
  },
} as const;
