import { Link } from 'react-router';
import { HeroArt } from './HeroArt';
import { SignUpNote } from './SignUpNote';
import { TryItOutButton } from './TryItOutButton';
import { paths } from '../../../../platform/paths';

interface HeroProps {
  onTryItOut: () => void;
}

export function Hero({ onTryItOut }: HeroProps) {
  return (
    <section className="ds-hero" aria-labelledby="ds-hero-title">
      <div className="ds-container ds-hero__inner">
        <div className="ds-hero__copy">
          <p className="ds-eyebrow">AI-ranked deal sourcing</p>
          <h1 id="ds-hero-title" className="ds-hero__title">
            Find the buyers, investors and targets that fit your company
          </h1>
          <p className="ds-hero__pitch">
            Describe your company’s goals, attributes and financials once. Florence, our AI recommendation engine, reads the investor
            dataset and ranks who fits, with the financial, operating and other synergies behind each recommendation written out. Then work
            the list the way dealmakers do: save leads, track every conversation, move companies through your pipeline and bring your team
            in.
          </p>
          <div className="ds-hero__actions ds-row">
            <TryItOutButton onClick={onTryItOut} />
            <Link to={paths.signIn} className="ds-link-button">
              Sign in
            </Link>
          </div>
          <SignUpNote />
        </div>
        <div className="ds-hero__art">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
