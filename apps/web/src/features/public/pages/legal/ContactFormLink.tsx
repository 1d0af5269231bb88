import { useContext } from 'react';
import { LandingModalsContext } from '../../components/landing-modals-context';

/**
 * Opens the Contact form when the page sits in the landing layout. Read from the context directly rather than
 * through useLandingModals, which throws, so a legal page rendered elsewhere still shows its text.
 */
export function ContactFormLink() {
  const modals = useContext(LandingModalsContext);
  if (!modals) return <>Contact form</>;
  return (
    <button type="button" className="ds-text-button" onClick={() => modals.openContact()}>
      Contact form
    </button>
  );
}
