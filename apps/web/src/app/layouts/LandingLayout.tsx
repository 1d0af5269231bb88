import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { ContactModal } from '../../features/public/components/ContactModal';
import { LandingModalsContext, type LandingModals } from '../../features/public/components/landing-modals-context';
import { PatchNotesModal } from '../../features/public/components/PatchNotesModal';
import { TryItOutModal } from '../../features/public/components/TryItOutModal';
import { LandingFooter } from './landing/LandingFooter';
import { LandingHeader } from './landing/LandingHeader';
import './landing/landing-layout.css';

type OpenModal = 'try' | 'contact' | 'patch-notes' | null;

/** Public pages: header with anchors and the two forms, footer with the legal links. */
export function LandingLayout() {
  const [open, setOpen] = useState<OpenModal>(null);
  const modals = useMemo<LandingModals>(
    () => ({ openTryItOut: () => setOpen('try'), openContact: () => setOpen('contact'), openPatchNotes: () => setOpen('patch-notes') }),
    [],
  );
  const close = () => setOpen(null);

  return (
    <LandingModalsContext.Provider value={modals}>
      <div className="ds-landing">
        <LandingHeader />
        <main className="ds-landing-main">
          <Outlet />
        </main>
        <LandingFooter />
      </div>
      <TryItOutModal open={open === 'try'} onClose={close} />
      <ContactModal open={open === 'contact'} onClose={close} />
      <PatchNotesModal open={open === 'patch-notes'} onClose={close} />
    </LandingModalsContext.Provider>
  );
}
