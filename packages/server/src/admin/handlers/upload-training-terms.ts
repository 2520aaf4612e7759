import { adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { storeTermsDocument, termsKindOf } from '../terms-documents';

export const uploadTrainingTerms = handle(adminActions.uploadTrainingTerms, async (ctx, input) =>
  storeTermsDocument(ctx, termsKindOf('traineeinstructortcupload'), input.traineeinstructortcupload),
);
