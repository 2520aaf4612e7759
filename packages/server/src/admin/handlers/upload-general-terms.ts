import { adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { storeTermsDocument, termsKindOf } from '../terms-documents';

export const uploadGeneralTerms = handle(adminActions.uploadGeneralTerms, async (ctx, input) =>
  storeTermsDocument(ctx, termsKindOf('trainingpacktcupload'), input.trainingpacktcupload),
);
