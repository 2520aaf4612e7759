import { complaintActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { complaintPage } from '../complaint-rows';

export const activeComplaints = handle(complaintActions.activeComplaints, (ctx, input) => complaintPage(ctx.db, false, input));
