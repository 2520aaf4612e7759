import { adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { storeTermsDocument, termsKindOf } from '../terms-documents';

export const uploadInstructorTerms = handle(adminActions.uploadInstructorTerms, async (ctx, input) =>
  storeTermsDocument(ctx, termsKindOf('instructortcupload'), input.instructortcupload),
);
