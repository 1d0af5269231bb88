import { actionRecordReplySchema, type RecordedAction } from '@dealscout/domain';
import { api } from '../../platform/http';

const reply = import.meta.env.PROD ? undefined : actionRecordReplySchema;

/** POST /api/action-record: the admin analytics count the download. A failed record does not undo the file. */
export function recordAction(action: RecordedAction, companyId?: string | null) {
  return api('/action-record', { method: 'POST', body: { action, user_company_id: companyId ?? null }, reply }).catch(() => undefined);
}
