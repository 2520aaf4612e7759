import { complaintActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { complaintPage } from '../complaint-rows';

export const resolvedComplaints = handle(complaintActions.resolvedComplaints, (ctx, input) => complaintPage(ctx.db, true, input));
