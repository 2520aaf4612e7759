import { ScreenLayout } from '@dss/ui';
import { LearnerForm } from '../learner-form/LearnerForm';
import { useSaveLearner } from '../learner-form/useSaveLearner';
import { NEW_LEARNER_VALUES } from '../learner-form/learner-values';

import { useDuplicateConfirmation } from './useDuplicateConfirmation';

/**
 * Register Learner (document 1 §2): the learner form in new mode; success clears it. A learner
 * who looks like one already registered is shown first and registered only when confirmed.
 */
export function RegisterLearnerPage() {
  const { registerLearner } = useSaveLearner();
  const duplicates = useDuplicateConfirmation();
  return (
    <ScreenLayout title="Register Learner">
      <LearnerForm
        mode="new"
        initialValues={NEW_LEARNER_VALUES}
        onSubmit={async (values, form) => {
          const text = (v?: string) => (v ?? '').trim();
          const go = await duplicates.confirm({
            fname: text(values.fname),
            lname: text(values.lname),
            dob: text(values.dob),
            inemail: text(values.inemail),
            mobile: text(values.mobile),
            dlno: text(values.dlno),
          });
          if (!go) return undefined;
          const { ok, errors } = await registerLearner(values);
          if (ok) setTimeout(() => form.restart(), 0);
          return errors;
        }}
      />
      {duplicates.dialog}
    </ScreenLayout>
  );
}
