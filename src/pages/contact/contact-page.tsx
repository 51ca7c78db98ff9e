import { Link, useActionData, useLocation } from 'react-router-dom';
import { site } from '../../content/site';
import { echoFor } from '../../forms/echo';
import { ContactForm } from './contact-form';
import { reportedMessage, type ContactMessage } from '../../forms/contact';
import { PageHero } from '../../components/page-hero';

/** Contact: three ways to reach us and the message form. */
export function ContactPage() {
  const echo = echoFor<ContactMessage>(useActionData(), 'contact');
  // A "Report a problem with this video" link starts the message for the visitor to finish.
  const report = reportedMessage(useLocation().search);
  return (
    <>
      <title>{`Contact | ${site.name}`}</title>
      <PageHero title="Contact Us" lead="Questions, ideas, or want to team up? We read every message." />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 lg:grid-cols-[1fr_1.4fr]">
        <ul className="grid content-start gap-4">
          <li className="card">
            <h2 className="flex items-center gap-2 text-xl">
              <span aria-hidden="true">✉️</span> Email us
            </h2>
            <p className="mt-2 text-ink-soft">Write to us any time and we will reply as soon as we can.</p>
            <a href={`mailto:${site.email}`} className="link mt-2 inline-block break-all">
              {site.email}
            </a>
          </li>
          <li className="card">
            <h2 className="flex items-center gap-2 text-xl">
              <span aria-hidden="true">💡</span> Suggest a topic
            </h2>
            <p className="mt-2 text-ink-soft">Is there something about health you want to learn? Tell us and we may write about it.</p>
            <Link to="/library#suggest-topic" className="link mt-2 inline-block">
              Suggest a topic
            </Link>
          </li>
          <li className="card">
            <h2 className="flex items-center gap-2 text-xl">
              <span aria-hidden="true">🤝</span> Collaborate
            </h2>
            <p className="mt-2 text-ink-soft">
              Teachers, schools and health educators: we would love to work with you. Send us a message below.
            </p>
          </li>
        </ul>
        <ContactForm echo={echo} report={report} />
      </div>
    </>
  );
}

export { ContactPage as Component };
