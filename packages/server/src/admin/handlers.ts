import { cancellationPolicyHandlers } from './cancellation-policy-handlers';
import { closedDayHandlers } from './closed-day-handlers';
import { lessonReminderHandlers } from './lesson-reminders-handlers';
import { outboxPageHandlers } from '../mail/outbox-page-handlers';
import { planHandlers } from './plan-handlers';
import { progressTopicHandlers } from './progress-topic-handlers';
import { questionHandlers } from './question-handlers';
import { quickInfoAdminHandlers } from './quick-info-handlers';
import { staffHandlers } from './staff-handlers';
import { termsHandlers } from './terms-handlers';

/** Every ctroaV2.php action of the administration screens. */
export const adminHandlers = [
  ...staffHandlers,
  ...planHandlers,
  ...quickInfoAdminHandlers,
  ...termsHandlers,
  ...questionHandlers,
  ...cancellationPolicyHandlers,
  ...closedDayHandlers,
  ...lessonReminderHandlers,
  ...outboxPageHandlers,
  ...progressTopicHandlers,
];
