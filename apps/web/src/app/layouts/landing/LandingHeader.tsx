import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLandingModals } from '../../../features/public/components/landing-modals-context';
import { Logo } from '../../../ui/Logo';
import { useSession } from '../../../platform/session';
import { paths } from '../../../platform/paths';

/** Header of the public pages. Under 760 px the links fold into a burger menu that closes on an outside click. */
export function LandingHeader() {
  const { openTryItOut, openContact } = useLandingModals();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  const closeAnd = (action?: () => void) => () => {
    setMenuOpen(false);
    action?.();
  };

  return (
    <header className="ds-landing-header" ref={headerRef}>
      <Link to={paths.welcome} className="ds-landing-brand" aria-label="Dealscout home">
        <Logo />
      </Link>
      <Button
        className="ds-burger"
        type="text"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="ds-landing-nav"
        icon={menuOpen ? <CloseOutlined /> : <MenuOutlined />}
        onClick={() => setMenuOpen((isOpen) => !isOpen)}
      />
      <nav id="ds-landing-nav" className={`ds-landing-nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
        <Link to={`${paths.welcome}#whyAI`} onClick={closeAnd()}>
          Why A.I.?
        </Link>
        <Link to={`${paths.welcome}#feature`} onClick={closeAnd()}>
          Features
        </Link>
        <button type="button" className="ds-nav-button" onClick={closeAnd(openContact)}>
          Contact
        </button>
        {!session.data && (
          <Link to={paths.signIn} onClick={closeAnd()}>
            Login
          </Link>
        )}
        <Button type="primary" onClick={closeAnd(openTryItOut)}>
          Try it out
        </Button>
      </nav>
    </header>
  );
}
