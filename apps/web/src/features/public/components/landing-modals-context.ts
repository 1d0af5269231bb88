import { createContext, useContext } from 'react';

export interface LandingModals {
  openTryItOut(): void;
  openContact(): void;
  openPatchNotes(): void;
}

export const LandingModalsContext = createContext<LandingModals | null>(null);

/** Opens the landing layout's modals (Try it out, Contact, patch notes) from any page inside it. */
export function useLandingModals(): LandingModals {
  const modals = useContext(LandingModalsContext);
  if (!modals) throw new Error('useLandingModals is used outside the landing layout');
  return modals;
}
