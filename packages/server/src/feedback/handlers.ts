import { recordHandlers } from './record-handlers';
import { viewHandlers } from './view-handlers';

/** Record and view feedback, both directions (document 2 §2.6, §5.14, §7.2). */
export const feedbackHandlers = [...recordHandlers, ...viewHandlers];
