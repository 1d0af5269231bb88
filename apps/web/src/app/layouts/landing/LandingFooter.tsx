import { GithubOutlined, LinkedinOutlined, XOutlined } from '@ant-design/icons';
import { APP_VERSION } from '@dealscout/domain';
import { Link } from 'react-router';
import { useLandingModals } from '../../../features/public/components/landing-modals-context';
import { paths } from '../../../platform/paths';

const SOCIAL_LINKS = [
  { label: 'Dealscout on LinkedIn', href: 'https://www.linkedin.com/company/dealscout', icon: <LinkedinOutlined /> },
  { label: 'Dealscout on X', href: 'https://x.com/dealscout', icon: <XOutlined /> },
  { label: 'Dealscout on GitHub', href: 'https://github.com/dealscout', icon: <GithubOutlined /> },
];

export function LandingFooter() {
  const { openPatchNotes } = useLandingModals();
  return (
    <footer className="ds-landing-footer">
      <span>© 2022 Dealscout. All rights reserved.</span>
      <nav aria-label="Legal" className="ds-footer-links">
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>
        <Link to={paths.terms}>Terms and Conditions</Link>
        <button type="button" className="ds-nav-button" onClick={openPatchNotes}>
          What's new in {APP_VERSION}
        </button>
      </nav>
      <nav aria-label="Social" className="ds-footer-social">
        {SOCIAL_LINKS.map((link) => (
          <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
            {link.icon}
          </a>
        ))}
      </nav>
    </footer>
  );
}
