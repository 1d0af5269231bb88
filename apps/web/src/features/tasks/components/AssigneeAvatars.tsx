import { avatarStack, initials, MAX_AVATARS } from '@dealscout/domain';
import { Avatar, Tooltip } from 'antd';

/** Up to three assignees' initials, then '+N more' (spec part 1 §9). */
export function AssigneeAvatars({ assignees }: { assignees: { id: string; username: string }[] }) {
  if (!assignees.length) return null;
  const { shown, more } = avatarStack(assignees, MAX_AVATARS);
  return (
    <div className="ds-task-avatars" aria-label={`Assigned to ${assignees.map((assignee) => assignee.username).join(', ')}`}>
      {shown.map((assignee) => (
        <Tooltip key={assignee.id} title={assignee.username}>
          <Avatar size="small" className="ds-task-avatar">
            {initials(assignee.username)}
          </Avatar>
        </Tooltip>
      ))}
      {more && <span className="ds-task-more">{more}</span>}
    </div>
  );
}
