import { ContactFormLink } from './legal/ContactFormLink';
import { LegalDocument, LegalSection } from './legal/LegalDocument';
import './public-pages.css';

export function PrivacyPolicyPage() {
  return (
    <LegalDocument title="Privacy Policy" lastUpdated="April 2022">
      <p className="ds-legal__intro">
        This policy explains what information Dealscout collects when you use our website and app, why we collect it, who can see it and the
        choices you have. In it, “Dealscout”, “we” and “us” mean the company that runs the service, and “you” means the person using it.
      </p>

      <LegalSection id="privacy-collect" title="What we collect">
        <p>We collect only what we need to run Dealscout for you:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, password (stored hashed, never in plain text), the organization you
            belong to and your plan.
          </li>
          <li>
            <strong>Company profile answers:</strong> the goals, attributes and financials you enter about your company in the
            questionnaire.
          </li>
          <li>
            <strong>Leads:</strong> the entries you save from a search or from Florence’s recommendations, the leads you enter yourself, the
            lists you put them in and their communication status.
          </li>
          <li>
            <strong>Your work:</strong> pipeline statuses, task boards (with their assignees, dates, attachments and history), notes and the
            documents you upload.
          </li>
          <li>
            <strong>Usage:</strong> the pages you visit, the searches you run, your browser and device type, your IP address and the times
            you use the service.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-florence" title="How Florence uses your company profile">
        <p>
          The goals, attributes and financials you enter about your company are used as inputs to Florence, our AI leads recommendation
          engine. Florence compares them with our investor dataset to rank the buyers, investors or acquisition targets that fit your
          company and to write the reasons for each recommendation.
        </p>
        <p>
          Your answers, and the recommendations made from them, are stored against your user profile so you can come back to them, change
          them and build new lists. Leads you enter manually are stored against your profile in the same way.
        </p>
      </LegalSection>

      <LegalSection id="privacy-use" title="How we use your information">
        <ul>
          <li>To provide the service: your account, recommendations, searches, leads, pipeline, tasks and notes.</li>
          <li>To count your investor searches during a free trial and to manage your subscription and payments.</li>
          <li>To send you emails about your account, such as password resets and replies to your messages.</li>
          <li>To keep Dealscout secure and to detect and prevent misuse.</li>
          <li>To understand how the service is used so we can fix problems and improve it.</li>
          <li>To meet our legal obligations.</li>
        </ul>
        <p>We do not sell your personal information or the information you enter about your company.</p>
      </LegalSection>

      <LegalSection id="privacy-sharing" title="Sharing within your organization">
        <p>
          The companies you work on, and their leads, notes, documents and tasks, are visible only to you until you turn sharing on. When
          you share a company with your organization, the people in your organization on Dealscout can see it and work on it with you. You
          can turn sharing off again at any time.
        </p>
      </LegalSection>

      <LegalSection id="privacy-providers" title="Service providers">
        <p>We use a small number of providers to run parts of the service, and give them only what their job needs:</p>
        <ul>
          <li>
            <strong>Email delivery</strong>, to send account and service emails.
          </li>
          <li>
            <strong>Card payments</strong>, to take subscription payments. You enter your card details with the payment provider, and it
            handles them under its own security rules.
          </li>
          <li>
            <strong>Your CRM, only when you connect it.</strong> If you connect a CRM such as Salesforce and export to it, we send the
            records you choose to your CRM account.
          </li>
        </ul>
        <p>Apart from these, we share your information only when the law requires us to.</p>
      </LegalSection>

      <LegalSection id="privacy-security" title="Security">
        <ul>
          <li>Passwords are stored hashed, so nobody at Dealscout can read them.</li>
          <li>Sessions expire after 45 minutes of inactivity, after which you need to sign in again.</li>
          <li>Inside Dealscout, your information is open only to you and, for the companies you share, your organization.</li>
        </ul>
        <p>
          No system is perfectly secure. If you think someone else has used your account, change your password and tell us straight away.
        </p>
      </LegalSection>

      <LegalSection id="privacy-retention" title="Retention and deletion">
        <p>
          We keep your information for as long as your account is open. You can delete leads, lists, notes, documents and tasks yourself at
          any time. If you ask us to close your account, we delete your account and the information in it, except for records we must keep
          by law, such as billing records.
        </p>
      </LegalSection>

      <LegalSection id="privacy-rights" title="Your rights">
        <p>You can ask us to:</p>
        <ul>
          <li>tell you what information we hold about you and give you a copy of it;</li>
          <li>correct information that is wrong or incomplete;</li>
          <li>delete your information;</li>
          <li>stop using your information for a particular purpose.</li>
        </ul>
        <p>
          You can also export your leads yourself as PDF or CSV. Depending on the state you live in, the law may give you further rights,
          and we will respect them. We will not treat you differently for using any of them.
        </p>
      </LegalSection>

      <LegalSection id="privacy-children" title="Children">
        <p>Dealscout is a service for businesses. It is not meant for children, and we do not knowingly collect their information.</p>
      </LegalSection>

      <LegalSection id="privacy-changes" title="Changes to this policy">
        <p>
          If we change this policy, we will update the date at the top of this page. If a change is significant, we will also tell you by
          email or in the app before it takes effect.
        </p>
      </LegalSection>

      <LegalSection id="privacy-contact" title="Contact us">
        <p>
          For any question about your privacy, or to use any of your rights, write to us through the <ContactFormLink />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
