import type { SubmissionErrors } from 'final-form';
import { LEARNER_TEXTS, type LearnerFormValues } from '@dss/contract';
import { useAlerts } from '@dss/ui';
import { failureText, fieldErrorsOf, learnersApi } from '../api/learners-api';
import { formToWire } from './learner-values';

/** Register or update a learner with the spec's alerts; resolves the field errors of a refusal. */
export function useSaveLearner() {
  const alerts = useAlerts();
  const { data: titles } = learnersApi.useLearnersTitlesQuery();
  const [register] = learnersApi.useLearnersRegisterMutation();
  const [update] = learnersApi.useLearnersUpdateMutation();

  async function registerLearner(values: LearnerFormValues): Promise<{ ok: boolean; errors?: SubmissionErrors }> {
    const answer = await register({ registerlearner: '1', ...formToWire(values, titles, false) });
    if ('data' in answer) {
      void alerts.success(LEARNER_TEXTS.registered);
      return { ok: true };
    }
    void alerts.error(LEARNER_TEXTS.registerFailed, failureText(answer.error));
    return { ok: false, errors: fieldErrorsOf(answer.error) };
  }

  async function updateLearner(
    studentId: number,
    values: LearnerFormValues,
  ): Promise<{ ok: boolean; errors?: SubmissionErrors }> {
    const answer = await update({ updatelearner: '1', studentid: String(studentId), ...formToWire(values, titles, true) });
    if ('data' in answer) {
      void alerts.success(LEARNER_TEXTS.updated);
      return { ok: true };
    }
    void alerts.error(LEARNER_TEXTS.updateFailed, failureText(answer.error));
    return { ok: false, errors: fieldErrorsOf(answer.error) };
  }

  return { registerLearner, updateLearner };
}
