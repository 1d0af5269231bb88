import type { Company } from '@dealscout/domain';
import { Suspense, useState } from 'react';
import { CompanyFormModal } from '../components/CompanyFormModal';
import { DeleteCompanyModal } from '../components/DeleteCompanyModal';
import { CompanyDetailHeader, type DetailModal } from './CompanyDetailHeader';
import { CompanyFacts } from './CompanyFacts';
import { FinancialsModal } from './FinancialsModal';
import { LazyDocumentsModal, LazyNotesModal } from './lazy-modals';
import { LoadingModal } from './LoadingModal';
import './company-detail.css';

/** The detail page of one company; the lazy modals mount the first time they open and stay for their closing animation. */
export function CompanyDetail({ company }: { company: Company }) {
  const [open, setOpen] = useState<DetailModal | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<DetailModal>>(new Set());
  const close = () => setOpen(null);
  const show = (modal: DetailModal) => {
    setOpen(modal);
    setMounted((current) => new Set(current).add(modal));
  };

  return (
    <div className="ds-detail-page">
      <CompanyDetailHeader company={company} onOpen={show} />
      <CompanyFacts userInput={company.user_input} />
      <FinancialsModal open={open === 'financials'} userInput={company.user_input} onClose={close} />
      {mounted.has('notes') && (
        <Suspense fallback={<LoadingModal title="Notes" open={open === 'notes'} onClose={close} />}>
          <LazyNotesModal open={open === 'notes'} companyId={company.id} onClose={close} />
        </Suspense>
      )}
      {mounted.has('documents') && (
        <Suspense fallback={<LoadingModal title="Documents" open={open === 'documents'} onClose={close} />}>
          <LazyDocumentsModal open={open === 'documents'} companyId={company.id} onClose={close} />
        </Suspense>
      )}
      {company.created_by_user && (
        <>
          <CompanyFormModal open={open === 'rename'} company={company} onClose={close} />
          <DeleteCompanyModal open={open === 'delete'} company={company} onClose={close} />
        </>
      )}
    </div>
  );
}
