import {
  closestCenter,
  DndContext,
  pointerWithin,
  useDraggable,
  useDroppable,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { UNASSIGNED_STATUS, type Column, type Company, type PipelineStatus, type Placement } from '@dealscout/domain';
import { Tag } from 'antd';
import type { CompanyMove } from '../api';
import { pipelineAnnouncements } from './announcements';
import { announcementsContainer, cellKeyboardCoordinates, useBoardSensors } from '../../../ui/drag-sensors';
import { DragHandle } from '../../../ui/DragHandle';

interface PipelineBodyProps {
  placements: Placement[];
  columns: Column[];
  companies: Map<string, Company>;
  onMove: (move: CompanyMove) => void;
  onOpen: (company: Company) => void;
}

interface Cell {
  row: number;
  status: PipelineStatus;
}

/** The cell under the pointer; a keyboard drag has no pointer, so the cell nearest the company. */
const cellCollision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

/** One row per company; dragging a company to a cell moves it there (the company in that row takes its old row). */
export function PipelineBody({ placements, columns, companies, onMove, onOpen }: PipelineBodyProps) {
  const sensors = useBoardSensors(cellKeyboardCoordinates);
  const statuses: PipelineStatus[] = [UNASSIGNED_STATUS, ...columns.map((column) => column.id)];
  const nameOf = (id: string) => companies.get(id)?.company_name ?? 'company';
  const columnName = (status: PipelineStatus) =>
    status === UNASSIGNED_STATUS ? 'Companies' : (columns.find((c) => c.id === status)?.name ?? '');
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const cell = over?.data.current as Cell | undefined;
    const placement = placements.find((one) => one.company_id === String(active.id));
    if (!cell || !placement || (cell.row === placement.row && cell.status === placement.status)) return;
    onMove({ companyId: placement.company_id, row: cell.row, status: cell.status });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={cellCollision}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: pipelineAnnouncements(nameOf, columnName), container: announcementsContainer() }}
    >
      {placements.map((placement) => {
        const company = companies.get(placement.company_id);
        if (!company) return null;
        return (
          <div className="ds-pipeline-row" role="row" key={placement.company_id}>
            {statuses.map((status) => (
              <PipelineCell key={String(status)} row={placement.row} status={status}>
                {status === placement.status && <CompanyChip company={company} onOpen={onOpen} />}
              </PipelineCell>
            ))}
          </div>
        );
      })}
    </DndContext>
  );
}

function PipelineCell({ row, status, children }: Cell & { children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `cell:${row}:${status}`, data: { row, status } satisfies Cell });
  return (
    <div ref={setNodeRef} role="cell" className={isOver ? 'ds-pipeline-cell is-over' : 'ds-pipeline-cell'}>
      {children}
    </div>
  );
}

function CompanyChip({ company, onOpen }: { company: Company; onOpen: (company: Company) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: company.id });
  return (
    <div
      ref={setNodeRef}
      className={isDragging ? 'ds-pipeline-company is-dragging' : 'ds-pipeline-company'}
      style={{ transform: CSS.Translate.toString(transform) }}
    >
      <DragHandle label={`Move ${company.company_name}`} setRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} />
      <button
        type="button"
        className="ds-text-button ds-pipeline-company-name"
        onClick={() => onOpen(company)}
        title={`Open the tasks of ${company.company_name}`}
      >
        {company.company_name}
      </button>
      {company.shared && <Tag color="blue">Shared</Tag>}
    </div>
  );
}
