import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import { retention } from '../../content/privacy';
import { PageHero } from '../../components/page-hero';

/** When this page last changed in what it says. */
const PRIVACY_UPDATED = 'November 2026';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 text-lg">{children}</div>
    </section>
  );
}

/** Privacy: what the site keeps, for how long, and who to ask (docs/decisions.md, Privacy). */
export function PrivacyPage() {
  return (
    <>
      <title>{`Privacy | ${site.name}`}</title>
      <PageHero title="Your Privacy" lead="What HealthSprout keeps about you, for how long, and why. The short answer: very little." />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <Section id="privacy-short" title="The short version">
          <ul className="list-disc space-y-2 pl-6">
            <li>You never need an account, and we never ask you to sign in.</li>
            <li>We use no cookies, no ads, and no tracking or analytics of any kind.</li>
            <li>
              Every word, picture, sound and guide comes from our own site. Nothing loads from another company until you press play
              on a video, or choose an online voice for Read to me.
            </li>
            <li>We only keep what you choose to send us in one of our two forms.</li>
          </ul>
        </Section>

        <Section id="privacy-forms" title="What you send us, and how long we keep it">
          <p>
            <strong>Topic ideas</strong> (the form on the <Link to="/library#suggest-topic" className="link">E-Library</Link> page):
            your first name if you give it, whether you are a student, teacher or parent, your idea, and the date. We read them
            to plan new articles, and we delete each one {retention.suggestionDays} days after it arrives.
          </p>
          <p>
            <strong>Messages</strong> (the form on the <Link to="/contact" className="link">Contact</Link> page): your name, your
            email address, your message and the date. We use your email address only to reply to you, and we delete it once we
            have replied. We delete each message{' '}
            {retention.contactDays} days after it arrives.
          </p>
          <p>
            Both are stored in our own database and read only by the HealthSprout team. We never sell them, share them or use
            them for advertising. When we delete them, they leave our database&apos;s tables at once, and its files at our next
            clean-up, which runs every {retention.cleanUpHours} hours.
          </p>
          <p>
            If you are under 13, please ask a parent or guardian before you send us your email address.
          </p>
        </Section>

        <Section id="privacy-device" title="What stays on your device">
          <p>
            The games remember a few things in your browser&apos;s own storage: your sound, Relaxed and Calm motion settings, and
            your handwashing streak, and your passport (below). They stay on your device and are never sent to us. Clearing your
            browser&apos;s site data removes them.
          </p>
          <p>
            After your first visit, your browser also keeps a copy of the site&apos;s pages, guides and games, so they work without
            a connection. If you send a form while you are offline, it is saved in your browser until the connection is back,
            then sent to us and deleted from your device. If it still cannot be sent after 7 days, it is deleted from your
            device and the form tells you.
          </p>
          <p>
            To stop floods of messages, our server counts how many forms arrive from each internet address in a minute. The
            count starts again every minute, is kept only in the server&apos;s memory (or in a short-lived counter shared by our
            servers, which we set up to keep nothing on disk), and is never written to our database or our logs. Our server logs record which page was asked for and
            whether it worked, never what you typed, your email address or your internet address.
          </p>
        </Section>

        <Section id="privacy-reading" title="Read to me and Reading options">
          <p>
            <strong>Read to me</strong> uses the voices your own device already has. We look for a voice that works on the
            device itself, so the words it reads stay on your device and are never sent to us or to anyone else.
          </p>
          <p>
            Some browsers also offer <strong>online voices</strong>. An online voice sends the words it reads over the internet
            to the company that made it (for example Google, Microsoft or Apple), which turns them into speech. We never choose
            one for you: it is used only if you pick it yourself in Reading options, where it is marked &ldquo;online&rdquo;.
          </p>
          <p>
            <strong>Reading options</strong> (text size, spacing, the easy-read letters, the background, the reading speed and
            the voice you picked) are kept in your browser&apos;s own storage on this device, so every page looks the way you
            chose. They are never sent to us. &ldquo;Back to the usual&rdquo; in Reading options, or clearing your
            browser&apos;s site data, removes them.
          </p>
        </Section>

        <Section id="privacy-videos" title="Videos">
          <p>
            Each video shows a picture drawn by us until you press play. Only then does YouTube&apos;s privacy-enhanced player
            (youtube-nocookie.com) load. From that moment YouTube, which is part of Google, may store information on your device
            and see that you watched the video, as its own privacy policy explains. If you would rather not, just don&apos;t press
            play: everything else on the page works without it.
          </p>
        </Section>

        <Section id="privacy-passport" title="My Health Passport">
          <p>
            <Link to="/passport" className="link">My Health Passport</Link> keeps, in your browser&apos;s own storage on this device:
            your best score in each quiz and game and the day you reached it, the badges you earned, how many times you played each
            game, how many washes you did with the Handwashing Timer, and which articles you opened and read to the end, with the
            day. It never needs an account, and none of it is ever sent to us or anyone else: no request the site makes carries it.
          </p>
          <p>
            The name you type to print your passport is only printed. It is kept on this device only if you tick &quot;Remember my
            name on this device&quot;, and it is never sent, and never put in a saved copy.
          </p>
          <p>
            <strong>Save a copy</strong> downloads your passport as a small file that only you keep. To remove your passport, press{' '}
            <strong>Start over</strong> on the passport page, or clear this site&apos;s data in your browser&apos;s settings.
          </p>
        </Section>

        <Section id="privacy-contact" title="Questions, or want something deleted?">
          <p>
            Parents, guardians, teachers and students can write to{' '}
            <a href={`mailto:${site.email}`} className="link break-all">
              {site.email}
            </a>{' '}
            to ask what we hold or to have a message or idea deleted sooner. We will do it and tell you when it is done.
          </p>
          <p className="text-base text-ink-soft">Last updated {PRIVACY_UPDATED}.</p>
        </Section>
      </div>
    </>
  );
}

export { PrivacyPage as Component };
