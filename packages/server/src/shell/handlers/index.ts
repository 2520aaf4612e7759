import type { shellActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { activeTermsDocument } from './active-terms-document';
import { lessonPacks } from './lesson-packs';
import { notifications } from './notifications';
import { quickInfo } from './quick-info';

export const shellHandlers = {
  notifications,
  lessonPacks,
  quickInfo,
  activeTermsDocument,
} satisfies HandlerMap<typeof shellActions>;
