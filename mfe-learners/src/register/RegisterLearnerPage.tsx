import { LearnerForm } from '../learner-form/LearnerForm';
import { useSaveLearner } from '../learner-form/useSaveLearner';
import { LearnerScreen } from '../shared';

/** Register Learner (document 1 §2): the learner form in new mode; success clears it. */
export function RegisterLearnerPage() {
  const { registerLearner } = useSaveLearner();
  return (
    <LearnerScreen title="Register Learner">
      <LearnerForm
        mode="new"
        onSubmit={async (values, form) => {
          const { ok, errors } = await registerLearner(values);
          if (ok) setTimeout(() => form.restart(), 0);
          return errors;
        }}
      />
    </LearnerScreen>
  );
}
