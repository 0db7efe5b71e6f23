import { useSession } from './session-store.ts';

/** Audit mode (spec section 4): app version 3.1.192, or the bridge's check says so. */
const AUDIT_APP_VERSION = '3.1.192';

export function isAuditMode(appVersion: string | undefined, bridgeSaysAudit = false): boolean {
  return bridgeSaysAudit || appVersion === AUDIT_APP_VERSION;
}

/** Set by the hosts layer after its checkAudit step. */
export function setAudit(appVersion: string | undefined, bridgeSaysAudit = false) {
  useSession.setState({ isAudit: isAuditMode(appVersion, bridgeSaysAudit) });
}
