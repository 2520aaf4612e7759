import { actionQuery, injectDomainEndpoints } from '@dss/api';
import { auditActions } from '@dss/contract';

export const auditLogApi = injectDomainEndpoints('admin', (build) => ({
  adminAuditLog: actionQuery(build, auditActions.auditLog),
}));
