import { Button, Drawer, Grid } from 'antd';
import { useState, type ReactNode } from 'react';

/** A drawer's working copy of the filters in force, taken afresh each time the drawer opens. */
export function useDraft<T>(value: T, open: boolean) {
  const [draft, setDraft] = useState(value);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }
  return [draft, setDraft] as const;
}

interface FiltersDrawerShellProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onApply: () => void;
  onReset: () => void;
  children: ReactNode;
}

/** A filters drawer from the right, full width on a phone, with 'Reset Filters' and 'Apply Filters' at its foot. */
export function FiltersDrawerShell({ open, title, onClose, onApply, onReset, children }: FiltersDrawerShellProps) {
  const phone = Grid.useBreakpoint().md === false;
  return (
    <Drawer
      open={open}
      title={title}
      placement="right"
      size={phone ? '100%' : 440}
      onClose={onClose}
      footer={
        <div className="ds-investor-drawer-footer">
          <Button onClick={onReset}>Reset Filters</Button>
          <Button type="primary" onClick={onApply}>
            Apply Filters
          </Button>
        </div>
      }
    >
      {children}
    </Drawer>
  );
}
