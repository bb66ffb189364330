/**
 * Support (/support, admin-and-content sections 2 and 8): the e-mail support card, an FAQ for getting
 * started and troubleshooting, what to include in a request, a mailto button, and cards to the setup
 * guide (/success), the privacy policy and the terms.
 */
import { CheckList } from '../../components/CheckList';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { usePublicConfig } from '../../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../../client/public-config-guard';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TRIAL_FAQ } from '../../content/trial-terms';
import { Card, ContentSection, ContentShell, FaqItem } from './content-ui';
import { IconTile } from '../../components/ui/icon-tile';
import { blockedNoticeCopy } from '../../lib/bookmarklet-link';
import {
  BLOCKED_SPORTSBOOK_SITES,
  siteNamesText,
  SUPPORTED_SPORTSBOOK_SITES,
} from '@shared/sportsbook-sites';

export const SUPPORT_RESPONSE = 'We reply within 24 hours.';

export const REQUEST_CHECKLIST = [
  'The last 4 characters of your license key (never send the whole key)',
  'Your browser and device (for example, Chrome on Windows or Safari on iPhone)',
  'A description of the problem: what you did, what you expected and what happened',
  'Screenshots of any error message',
] as const;

/** The request template the mailto button pre-fills, following the checklist. */
export function supportMailto(email: string, productName: string): string {
  const subject = `${productName} support request`;
  const body = [
    'License key (last 4 characters only):',
    'Browser and device:',
    'What happened:',
    '',
    '(Attach screenshots if you have them.)',
  ].join('\n');
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export default function Support() {
  const config = usePublicConfig().data;
  const name = config?.productName || DEFAULT_PRODUCT_NAME;
  useDocumentTitle(`Support | ${name}`);
  const email = config?.supportEmail;

  return (
    <ContentShell
      eyebrow="Support"
      title="How can we help?"
      intro={<p>Answers to the common questions below, and a real person by e-mail when you need one.</p>}
    >
      <Card className="grid gap-5 md:grid-cols-[auto_1fr_auto] md:items-center">
        <IconTile>
          <path d="M3 6h18v12H3z" />
          <path d="M3 7l9 6 9-6" />
        </IconTile>
        <div className="grid gap-1">
          <h2 className="text-xl font-bold text-white">E-mail Support</h2>
          <p className="text-slate-300">
            {SUPPORT_RESPONSE} Write to {/* Reserved width: the address arrives with the config. */}
            <span className="inline-block min-w-40 font-semibold break-all text-white">
              {email ?? <span className="sr-only">our support address</span>}
            </span>
          </p>
        </div>
        <MailButton email={email} productName={name} label="Email Support" />
      </Card>

      <div className="grid gap-10 lg:grid-cols-2">
        <ContentSection id="getting-started" title="Getting started">
          <div className="grid gap-3">
            <FaqItem question="Where is my license key?">
              <p>
                In the e-mail you received after your purchase. It usually arrives within minutes; if it has
                not arrived after 10 minutes, check your spam folder, then write to us.
              </p>
            </FaqItem>
            <FaqItem question="How do I log in?">
              <p>
                Click Login at the top of any page, paste your license key and press Enter. You will land on
                your dashboard, where your plan and picks are.
              </p>
            </FaqItem>
            <FaqItem question="How do I install the bookmarklet?">
              <p>
                Follow the <Link href="/success">setup guide</Link>: drag the button to your bookmarks bar,
                open a sportsbook page, click the bookmark and enter your license key.
              </p>
            </FaqItem>
            <FaqItem question={TRIAL_FAQ.question}>
              <p>{TRIAL_FAQ.answer}</p>
            </FaqItem>
          </div>
        </ContentSection>

        <ContentSection id="troubleshooting" title="Troubleshooting">
          <div className="grid gap-3">
            <FaqItem question="My license key is invalid">
              <ul className="grid list-disc gap-1.5 pl-5">
                <li>Copy the whole key from your purchase e-mail: four groups of 8 characters.</li>
                <li>Make sure there are no extra spaces before or after it.</li>
                <li>Use the key sent to the e-mail address you used at checkout.</li>
                <li>
                  If it says the key is used on another device, write to us: each key works on a limited
                  number of devices.
                </li>
              </ul>
            </FaqItem>
            <FaqItem question="The bookmarklet is not working">
              <ul className="grid list-disc gap-1.5 pl-5">
                <li>
                  Show your bookmarks bar (Ctrl+Shift+B, or Cmd+Shift+B on a Mac) and check the bookmark is
                  there.
                </li>
                <li>Refresh the sportsbook page, then click the bookmark again.</li>
                <li>Disable ad blockers for the sportsbook page.</li>
                <li>Clear your browser cache, then install the bookmarklet again from the setup guide.</li>
                <li>
                  If the page says &ldquo;{blockedNoticeCopy(name).text}&rdquo;, that sportsbook does not
                  allow it: use the <Link href="/#install">{name} browser extension</Link> instead. It works
                  on {siteNamesText(SUPPORTED_SPORTSBOOK_SITES)} whatever their security settings, and keeps
                  your license key away from the sportsbook page.
                </li>
              </ul>
            </FaqItem>
            <FaqItem question="The extension says it is not supported on this site">
              <p>
                The {name} extension runs only on {siteNamesText(SUPPORTED_SPORTSBOOK_SITES)} sportsbook
                pages; {siteNamesText(BLOCKED_SPORTSBOOK_SITES)} block the overlay. On any other site, open
                this website&apos;s weekly picks in another tab.
              </p>
            </FaqItem>
            <FaqItem question="The analysis is slow">
              <p>
                Analysis normally takes 5-15 seconds. If it takes longer, check your connection, refresh the
                page and try again. If it keeps happening, tell us which game you looked up.
              </p>
            </FaqItem>
          </div>
        </ContentSection>
      </div>

      <ContentSection id="contact-checklist" title="What to include in your request">
        <Card className="grid gap-5">
          <CheckList items={REQUEST_CHECKLIST} className="gap-3 text-base" />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <MailButton email={email} productName={name} label="Send a Support Request" />
            <p className="text-sm text-slate-400">Opens your e-mail app with these questions filled in.</p>
          </div>
        </Card>
      </ContentSection>

      <ContentSection id="more-help" title="More help">
        <ul className="grid gap-4 md:grid-cols-3">
          <HelpCard href="/success" title="Setup guide" icon={<path d="M12 3v12M7 10l5 5 5-5M5 21h14" />}>
            Install the bookmarklet and find your first picks.
          </HelpCard>
          <HelpCard
            href="/privacy-policy"
            title="Privacy Policy"
            icon={<path d="M12 3l7 4v5c0 4-3 7-7 9-4-2-7-5-7-9V7z" />}
          >
            What we store, why, and how to ask for it.
          </HelpCard>
          <HelpCard
            href="/terms-of-service"
            title="Terms of Service"
            icon={<path d="M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4" />}
          >
            Subscriptions, cancellation and the rules of use.
          </HelpCard>
        </ul>
      </ContentSection>
    </ContentShell>
  );
}

function MailButton({
  email,
  productName,
  label,
}: {
  email: string | undefined;
  productName: string;
  label: string;
}) {
  const className = buttonClasses('primary', 'lg', 'w-full sm:w-auto');
  // Until the address is known the button keeps its size but does nothing.
  if (!email) {
    return (
      <a role="link" aria-disabled="true" className={className}>
        {label}
      </a>
    );
  }
  return (
    <a href={supportMailto(email, productName)} className={className}>
      {label}
    </a>
  );
}

function HelpCard({
  href,
  title,
  icon,
  children,
}: {
  href: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        href={href}
        className="grid h-full content-start gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-6 transition-colors hover:border-emerald-500/50 hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
      >
        <IconTile>{icon}</IconTile>
        <span className="text-lg font-semibold text-white">{title}</span>
        <span className="text-sm leading-relaxed text-slate-400">{children}</span>
      </Link>
    </li>
  );
}
