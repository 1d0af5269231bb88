import type { Company } from '@dealscout/domain';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { CompanyFormModal } from './CompanyFormModal';
import { DeleteCompanyModal } from './DeleteCompanyModal';
import { DuplicateCompanyModal } from './DuplicateCompanyModal';

type DialogKind = 'add' | 'edit' | 'duplicate' | 'delete';

export interface CompanyDialogs {
  add(): void;
  edit(company: Company): void;
  duplicate(company: Company): void;
  remove(company: Company): void;
  /** The dialogs themselves; render once on the page. */
  element: ReactNode;
}

/** The add, edit, duplicate and delete dialogs of the companies screens. The company stays set while a dialog closes, so its text does not blink. */
export function useCompanyDialogs(): CompanyDialogs {
  const [state, setState] = useState<{ kind: DialogKind; company: Company | null; open: boolean }>({
    kind: 'add',
    company: null,
    open: false,
  });
  const show = useCallback((kind: DialogKind, company: Company | null = null) => setState({ kind, company, open: true }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const { kind, company, open } = state;

  const actions = useMemo(
    () => ({
      add: () => show('add'),
      edit: (target: Company) => show('edit', target),
      duplicate: (target: Company) => show('duplicate', target),
      remove: (target: Company) => show('delete', target),
    }),
    [show],
  );

  const element = (
    <>
      <CompanyFormModal
        open={open && (kind === 'add' || kind === 'edit')}
        company={kind === 'edit' ? (company ?? undefined) : undefined}
        onClose={close}
      />
      <DuplicateCompanyModal open={open && kind === 'duplicate'} company={company} onClose={close} />
      <DeleteCompanyModal open={open && kind === 'delete'} company={company} onClose={close} />
    </>
  );

  return { ...actions, element };
}
