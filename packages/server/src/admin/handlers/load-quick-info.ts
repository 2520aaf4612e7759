import { adminActions } from '@dss/contract';
import { handle } from '../../wire/handler';
import { readQuickInfo } from '../../shell/saved-quick-info';

export const loadQuickInfo = handle(adminActions.loadQuickInfo, async (ctx) => readQuickInfo(ctx.db));
