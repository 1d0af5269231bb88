import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { LandingModalsContext, type LandingModals } from '../../features/public/components/landing-modals-context';
import { LandingFooter } from './landing/LandingFooter';
import { LandingHeader } from './landing/LandingHeader';
import './landing/landing-layout.css';

// The modals (and the form and validation code behind them) load on first open, not with the page.
const TryItOutModal = lazy(() => import('../../features/public/components/TryItOutModal').then((m) => ({ default: m.TryItOutModal })));
const ContactModal = lazy(() => import('../../features/public/components/ContactModal').then((m) => ({ default: m.ContactModal })));
const PatchNotesModal = lazy(() =>
  import('../../features/public/components/PatchNotesModal').then((m) => ({ default: m.PatchNotesModal })),
);

type ModalName = 'try' | 'contact' | 'patch-notes';

/** Public pages: header with anchors and the two forms, footer with the legal links. */
export function LandingLayout() {
  const [open, setOpen] = useState<ModalName | null>(null);
  const [loaded, setLoaded] = useState<ReadonlySet<ModalName>>(new Set());
  const modals = useMemo<LandingModals>(() => {
    const show = (name: ModalName) => () => {
      setLoaded((names) => new Set(names).add(name));
      setOpen(name);
    };
    return { openTryItOut: show('try'), openContact: show('contact'), openPatchNotes: show('patch-notes') };
  }, []);
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
      <Suspense>
        {loaded.has('try') && <TryItOutModal open={open === 'try'} onClose={close} />}
        {loaded.has('contact') && <ContactModal open={open === 'contact'} onClose={close} />}
        {loaded.has('patch-notes') && <PatchNotesModal open={open === 'patch-notes'} onClose={close} />}
      </Suspense>
    </LandingModalsContext.Provider>
  );
}
