import { fullName, type Company } from '@dealscout/domain';
import { useSession } from '../../../platform/session';
import { useOrganizationMembers } from '../../companies/api';

/** Who a task may be assigned to (spec part 1 §4): any member on a shared company, else only the user. */
export function useAssignableMembers(company: Company) {
  const { data: user } = useSession();
  const members = useOrganizationMembers(company.shared);
  if (company.shared) {
    return { isLoading: members.isPending, options: (members.data ?? []).map((member) => ({ value: member.id, label: member.username })) };
  }
  return { isLoading: false, options: user ? [{ value: user.id, label: fullName(user.first_name, user.last_name) }] : [] };
}
