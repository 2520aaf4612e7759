import { adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { storeTermsDocument, termsKindOf } from '../terms-documents';

export const uploadLearnerTerms = handle(adminActions.uploadLearnerTerms, async (ctx, input) =>
  storeTermsDocument(ctx, termsKindOf('learnertcupload'), input.learnertcupload),
);
