import type { BoardColumn, Task } from '@dealscout/domain';
import { Card, Statistic } from 'antd';
import { summarize } from '../task-board';

/** Tasks Summary: totals, then the count of each column. */
export function TaskSummaryTiles({ tasks, columns }: { tasks: Task[]; columns: BoardColumn[] }) {
  const summary = summarize(tasks, new Date());
  const tiles: [string, number][] = [
    ['Total tasks', summary.total],
    ['Open', summary.open],
    ['Completed', summary.completed],
    ['Overdue', summary.overdue],
  ];
  return (
    <section className="ds-task-summary" aria-label="Tasks Summary">
      <h2 className="ds-task-summary-title">Tasks Summary</h2>
      <div className="ds-task-summary-tiles">
        {tiles.map(([label, value]) => (
          <Card key={label} size="small" className="ds-task-summary-tile">
            <Statistic title={label} value={value} />
          </Card>
        ))}
      </div>
      <p className="ds-task-summary-columns">
        {columns.map((column) => `${column.name}: ${tasks.filter((task) => task.status.id === column.id).length}`).join(' · ')}
      </p>
    </section>
  );
}
