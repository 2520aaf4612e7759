import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { requiredText } from '../validation/fields';
import type { FileDownload } from '../wire/replies';
import type { LessonPlan, NotificationCounts, QuickInfo } from './types';

/** The four counts behind the bell and Today's Tasks (document 1 §2). */
export const notifications = defineAction<NotificationCounts>()({
  field: 'notifications',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user'],
  request: z.object({}),
  reply: 'json',
  polled: true,
});

/** Active lesson packages, for the package prices dialog and Accept Payments. */
export const lessonPacks = defineAction<LessonPlan[]>()({
  field: 'lessonpacks',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user'],
  request: z.object({}),
  reply: 'json',
});

/** The quick information record, for the footer of every signed-in screen. */
export const quickInfo = defineAction<QuickInfo>()({
  field: 'quickinfo',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user', 'admin'],
  request: z.object({}),
  reply: 'json',
});

/** The active (newest) terms document of a kind, as a PDF; 404 when none is uploaded. */
export const activeTermsDocument = defineAction<FileDownload>()({
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
