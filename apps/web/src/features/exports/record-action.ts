import { activityRoutes, type RecordedAction } from '@dealscout/domain';
import { call } from '../../platform/http';

/** POST /api/action-record: the admin analytics count the download. A failed record does not undo the file. */
export function recordAction(action: RecordedAction, companyId?: string | null) {
  return call(activityRoutes.record, { body: { action, user_company_id: companyId ?? null } }).catch(() => undefined);
}
