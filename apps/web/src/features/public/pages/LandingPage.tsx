import { useLandingModals } from '../components/landing-modals-context';
import { brandStyle } from './brand-style';
import { ClosingCta } from './landing/ClosingCta';
import { FeatureGrid } from './landing/FeatureGrid';
import { Hero } from './landing/Hero';
import { HowItWorks } from './landing/HowItWorks';
import { WhyAi } from './landing/WhyAi';
import './public-pages.css';

export function LandingPage() {
  const modals = useLandingModals();
  const openTryItOut = () => modals.openTryItOut();
  const openContact = () => modals.openContact();
  return (
    <div className="ds-page ds-landing" style={brandStyle}>
      <Hero onTryItOut={openTryItOut} />
      <HowItWorks />
      <WhyAi />
      <FeatureGrid />
      <ClosingCta onTryItOut={openTryItOut} onContact={openContact} />
    </div>
  );
}
