import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Column } from '@dealscout/domain';
import { useState } from 'react';
import { ColumnMenu } from '../../../ui/ColumnMenu';
import { ColumnTitle } from '../../../ui/ColumnTitle';
import { announcementsContainer, useBoardSensors } from '../../../ui/drag-sensors';
import { DragHandle } from '../../../ui/DragHandle';
import { useSortableMotion } from '../../../ui/use-sortable-motion';

interface PipelineHeaderProps {
  columns: Column[];
  onReorder: (ids: string[]) => void;
  onRename: (column: Column, name: string) => void;
  onDelete: (column: Column) => void;
}

/** The header row: the company list column, then the status columns, reordered by dragging their handles. */
export function PipelineHeader({ columns, onReorder, onRename, onDelete }: PipelineHeaderProps) {
  const sensors = useBoardSensors();
  const ids = columns.map((column) => column.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <div className="ds-pipeline-row ds-pipeline-head" role="row">
      <div className="ds-pipeline-corner" role="columnheader">
        Companies
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ container: announcementsContainer() }}
      >
        <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
          {columns.map((column) => (
            <ColumnHeader key={column.id} column={column} onRename={onRename} onDelete={onDelete} />
          ))}
        </SortableContext>
      </DndContext>
    </div>
  );
}

function ColumnHeader({ column, onRename, onDelete }: { column: Column } & Pick<PipelineHeaderProps, 'onRename' | 'onDelete'>) {
  const [editing, setEditing] = useState(false);
  const motion = useSortableMotion();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: column.id,
    ...motion,
  });
  return (
    <div
      ref={setNodeRef}
      role="columnheader"
      aria-label={column.name}
      className={isDragging ? 'ds-pipeline-column is-dragging' : 'ds-pipeline-column'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <DragHandle label={`Move column ${column.name}`} setRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} />
      <ColumnTitle
        name={column.name}
        editing={editing}
        onEdit={() => setEditing(true)}
        onRename={(name) => onRename(column, name)}
        onDone={() => setEditing(false)}
      />
      <ColumnMenu name={column.name} onRename={() => setEditing(true)} onDelete={() => onDelete(column)} />
    </div>
  );
}
