import { dictionaryApi } from '@dss/api';
import { LEARNER_TEXTS, type LearnerFormValues } from '@dss/contract';
import { useSubmit, type SubmitResult } from '@dss/ui';
import { learnersApi } from '../api/learners-api';
import { formToWire } from './learner-values';

/** Register or update a learner with the spec's alerts; resolves the field errors of a refusal. */
export function useSaveLearner() {
  const submit = useSubmit();
  const { data: titles } = dictionaryApi.useDictionaryTitlesQuery();
  const [register] = learnersApi.useLearnersRegisterMutation();
  const [update] = learnersApi.useLearnersUpdateMutation();

  async function registerLearner(values: LearnerFormValues): Promise<SubmitResult> {
    // One key per submit: a repeat of this request registers nobody twice.
    const answer = await register({ ...formToWire(values, titles), idemkey: crypto.randomUUID() });
    return submit(answer, { success: LEARNER_TEXTS.registered, failure: LEARNER_TEXTS.registerFailed });
  }

  async function updateLearner(studentId: number, values: LearnerFormValues): Promise<SubmitResult> {
    const answer = await update({ studentid: studentId, state: values.state ?? '', ...formToWire(values, titles) });
    return submit(answer, { success: LEARNER_TEXTS.updated, failure: LEARNER_TEXTS.updateFailed });
  }

  return { registerLearner, updateLearner };
}
