import { Link } from 'react-router';
import { ContactFormLink } from './legal/ContactFormLink';
import { LegalDocument, LegalSection } from './legal/LegalDocument';
import './public-pages.css';
import { paths } from '../../../platform/paths';

export function TermsPage() {
  return (
    <LegalDocument title="Terms and Conditions" lastUpdated="April 2022">
      <p className="ds-legal__intro">
        These terms are the agreement between you and Dealscout for the use of the Dealscout website and app (“the service”). By creating an
        account or using the service, you agree to them. Please read them; we have kept them as short and plain as we can.
      </p>

      <LegalSection id="terms-who" title="Who can use Dealscout">
        <ul>
          <li>
            The service is for authorised, subscribed users: people with an account we have approved and an active subscription or free
            trial.
          </li>
          <li>The service is limited to residents of the United States of America.</li>
          <li>You must be able to enter into a binding agreement, for yourself or for the organization you represent.</li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-purpose" title="What the service is for">
        <p>
          Dealscout is used to manage a company’s leads and goals: describing your company, receiving recommendations from Florence, our AI
          recommendation engine, searching the investor dataset, and keeping track of leads, pipeline, tasks, notes and documents.
        </p>
      </LegalSection>

      <LegalSection id="terms-accounts" title="Accounts and security">
        <ul>
          <li>Keep your password to yourself. Each account is for one person.</li>
          <li>You are responsible for what happens under your account.</li>
          <li>Sessions end after 45 minutes of inactivity, and you will need to sign in again.</li>
          <li>Tell us straight away if you think someone else has used your account.</li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-subscriptions" title="Subscriptions and the free trial">
        <ul>
          <li>The Professional plan costs $50 a month or $540 a year, paid in advance.</li>
          <li>
            The free trial includes a limited number of investor searches. When you have used them, you need a subscription to keep
            searching.
          </li>
          <li>
            You can cancel at any time. Cancelling stops the next payment; you keep access until the end of the period you have paid for.
          </li>
          <li>If we change our prices, we will tell you before the change applies to your subscription.</li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-use" title="Acceptable use">
        <p>When you use Dealscout, please do not:</p>
        <ul>
          <li>break the law, including the laws on contacting people and on securities;</li>
          <li>copy, resell or publish the investor dataset, or collect it in bulk by automated means;</li>
          <li>share your account or give access to people who are not authorised users;</li>
          <li>try to get around the service’s security, limits or access controls;</li>
          <li>upload anything you do not have the right to share, or anything harmful such as malware.</li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-content" title="Your content">
        <p>
          What you enter in Dealscout, including your company profile answers, leads, notes and documents, remains yours. You allow us to
          store and process it to provide the service to you, which includes using your company’s goals, attributes and financials as inputs
          to Florence. See our <Link to={paths.privacyPolicy}>Privacy Policy</Link> for how we handle it.
        </p>
      </LegalSection>

      <LegalSection id="terms-advice" title="Recommendations are decision support, not advice">
        <p>
          Florence’s recommendations, their Reasons For Target and the investor dataset help you decide whom to approach. They are not
          investment, financial, legal or tax advice. The data may be incomplete or out of date, so check it and do your own due diligence
          before you rely on it. Dealscout does not act as a broker, adviser or agent in any transaction, and every decision you make
          remains yours.
        </p>
      </LegalSection>

      <LegalSection id="terms-availability" title="Availability">
        <p>
          The service is available 24 hours a day, seven days a week. From time to time we need to take it down for maintenance or updates,
          and it can be affected by problems outside our control. We try to keep these interruptions short and to warn you ahead of planned
          maintenance where we can.
        </p>
      </LegalSection>

      <LegalSection id="terms-complaints" title="Complaints">
        <p>
          If something is wrong, tell us through the <ContactFormLink />. We answer complaints within seven days.
        </p>
      </LegalSection>

      <LegalSection id="terms-termination" title="Termination">
        <p>
          You can stop using Dealscout and close your account at any time. We may suspend or close an account that breaks these terms or
          whose subscription is unpaid; where we can, we will tell you first and give you the chance to put things right. Export anything
          you want to keep before your account is closed.
        </p>
      </LegalSection>

      <LegalSection id="terms-liability" title="Limitation of liability">
        <p>
          We work hard to keep Dealscout accurate and running, but we provide it “as is”. As far as the law allows, we are not liable for
          indirect or consequential losses, such as lost profits, lost deals or lost data, and our total liability to you is limited to the
          amount you paid us for the service in the twelve months before the claim.
        </p>
      </LegalSection>

      <LegalSection id="terms-law" title="Governing law and jurisdiction">
        <p>
          These terms are governed by the laws of the United States of America, and the courts of the United States of America have
          jurisdiction over any dispute about them or about the service.
        </p>
      </LegalSection>

      <LegalSection id="terms-changes" title="Changes to these terms">
        <p>
          We may update these terms. When we do, we will change the date at the top of this page, and for significant changes we will tell
          you by email or in the app before they take effect. If you keep using Dealscout after that, the updated terms apply.
        </p>
      </LegalSection>

      <LegalSection id="terms-contact" title="Contact us">
        <p>
          For any question about these terms, write to us through the <ContactFormLink />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
