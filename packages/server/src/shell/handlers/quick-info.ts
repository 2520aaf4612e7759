import { shellActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { readQuickInfo } from '../saved-quick-info';

export const quickInfo = handle(shellActions.quickInfo, async (ctx) => readQuickInfo(ctx.db));
