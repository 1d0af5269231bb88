import { taskMessages, type Task } from '@dealscout/domain';
import { App, Checkbox } from 'antd';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useCompleteTask } from '../api';

/** Complete or reopen: shown at once, rolled back if the call fails (spec part 1 §4). */
export function CompleteToggle({ task, label = false }: { task: Task; label?: boolean }) {
  const { message } = App.useApp();
  const complete = useCompleteTask(task.company_id);
  return (
    <Checkbox
      checked={task.is_completed}
      aria-label={`${task.tag} complete`}
      onChange={(event) =>
        complete.mutate(
          { taskId: task.id, completed: event.target.checked },
          { onError: (error) => void (endedSession(error) || message.error(errorMessage(error, taskMessages.updateFailed))) },
        )
      }
    >
      {label ? 'Completed' : null}
    </Checkbox>
  );
}
