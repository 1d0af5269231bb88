import { taskMessages, type Task } from '@dealscout/domain';
import { App, Checkbox } from 'antd';
import { useState } from 'react';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useCompleteTask } from '../api';

/**
 * Complete or reopen: shown at once, rolled back if the call fails (spec part 1 §4). The box takes the click
 * in the same render as the click itself; the cached task follows a moment later (the optimistic update is
 * asynchronous), and until then a controlled box would spring back.
 */
export function CompleteToggle({ task, label = false }: { task: Task; label?: boolean }) {
  const { message } = App.useApp();
  const complete = useCompleteTask(task.company_id);
  const [clicked, setClicked] = useState<boolean | null>(null);
  return (
    <Checkbox
      checked={clicked ?? task.is_completed}
      aria-label={`${task.tag} complete`}
      onChange={(event) => {
        setClicked(event.target.checked);
        complete.mutate(
          { taskId: task.id, completed: event.target.checked },
          {
            onError: (error) => void (endedSession(error) || message.error(errorMessage(error, taskMessages.updateFailed))),
            onSettled: () => setClicked(null),
          },
        );
      }}
    >
      {label ? 'Completed' : null}
    </Checkbox>
  );
}
