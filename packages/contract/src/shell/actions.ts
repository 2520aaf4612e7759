import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { requiredText } from '../validation/fields';
import { LessonPlan, NotificationCounts, QuickInfo } from './types';

/** The four counts behind the bell and Today's Tasks (document 1 §2). */
export const notifications = defineAction({
  field: 'notifications',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user'],
  request: z.object({}),
  reply: 'json',
  response: NotificationCounts,
  polled: true,
});

/** Active lesson packages, for the package prices dialog and Accept Payments. */
export const lessonPacks = defineAction({
  field: 'lessonpacks',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user'],
  request: z.object({}),
  reply: 'json',
  response: z.array(LessonPlan),
});

/** The quick information record, for the footer of every signed-in screen. */
export const quickInfo = defineAction({
  field: 'quickinfo',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user', 'admin'],
  request: z.object({}),
  reply: 'json',
  response: QuickInfo,
});

/** The active (newest) terms document of a kind, as a PDF; 404 when none is uploaded. */
export const activeTermsDocument = defineAction({
  field: 'activetac',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user', 'admin'],
  request: z.object({
    tac: requiredText('Document kind is required.')
      .regex(/^[1-4]$/, 'Document kind is required.')
      .transform(Number),
  }),
  reply: 'file',
});
