/**
 * Terms of Service (/terms-of-service, admin-and-content section 2): static text in 17 numbered
 * sections, links to /privacy-policy and back to /. The trial paragraph is TRIAL_TERMS (the one
 * trial story, not the old "3 uses"); the governing law is Delaware's (docs/content.md).
 */
import { Link } from 'wouter';
import { TRIAL_TERMS } from '../../content/trial-terms';
import type { ReactNode } from 'react';
import { LegalPage, type LegalSection } from './legal-ui';

const TERMS_LAST_UPDATED = 'November 24, 2026';
const GOVERNING_STATE = 'Delaware';

function termsSections(name: string, contact: ReactNode): readonly LegalSection[] {
  return [
    {
      id: 'acceptance',
      title: 'Acceptance of these terms',
      body: (
        <p>
          These terms govern your use of {name}: this website, the bookmarklet and browser extension overlay,
          and the SMS alerts (together, the service). By buying a license key, starting a free trial or using
          the service, you agree to these terms and to our <Link href="/privacy-policy">Privacy Policy</Link>.
          If you do not agree, do not use the service.
        </p>
      ),
    },
    {
      id: 'the-service',
      title: 'What the service is',
      body: (
        <>
          <p>
            {name} is an information service. For NFL and college football games it compares each
            sportsbook&apos;s price with the market&apos;s fair line (the no-vig consensus of the books) and
            shows our own ratings line beside it, with edges, confidence levels, recommendations and written
            analysis.
          </p>
          <p>
            <strong>
              The service is informational only. We do not place bets, take bets, hold your money or act as a
              sportsbook.
            </strong>{' '}
            Every betting decision, and its result, is yours.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      body: (
        <p>
          You must be at least 21 years old to use the service, or at least 18 where the law of the place you
          are in allows sports betting at 18 and you meet that age. You are responsible for making sure sports
          betting is legal where you are before you act on anything the service shows.
        </p>
      ),
    },
    {
      id: 'license-keys',
      title: 'License keys and accounts',
      body: (
        <>
          <p>
            Access is by license key; there are no user accounts. One person may hold one license (one account
            per person). Your license key is personal: do not share, publish or resell it.
          </p>
          <p>
            Each key works on a limited number of devices, and our servers enforce that limit. If you change
            devices, contact support and we will reset your key&apos;s devices. Keys that are shared or used
            to get around the device limit may be suspended or revoked.
          </p>
        </>
      ),
    },
    {
      id: 'free-trial',
      title: 'Free trial',
      body: <p>{TRIAL_TERMS}</p>,
    },
    {
      id: 'subscriptions',
      title: 'Monthly subscriptions',
      body: (
        <p>
          Monthly plans are sold through our checkout marketplace and renew automatically at the end of each
          monthly period, at the price shown at checkout, until you cancel. The marketplace charges your
          payment method and sends receipts; taxes may apply where you live.
        </p>
      ),
    },
    {
      id: 'season-passes',
      title: 'Season passes',
      body: (
        <p>
          A season pass is a one-time payment for one season (college football from August to January, pro
          football from September to February). It does not renew and has no free trial. When the season ends,
          the pass expires.
        </p>
      ),
    },
    {
      id: 'cancellation',
      title: 'Cancellation',
      body: (
        <p>
          You may cancel a monthly subscription at any time from your marketplace account. Cancellation takes
          effect at the end of the period you have already paid for: your key keeps working until then and is
          not charged again.
        </p>
      ),
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: (
        <p>
          Payments are non-refundable, and we do not give refunds or credits for partial periods, unused time
          or unused features, except where the law requires it. If you were charged in error, contact us
          within 30 days and we will put it right.
        </p>
      ),
    },
    {
      id: 'payment-failure',
      title: 'Failed payments and suspension',
      body: (
        <p>
          If a renewal payment fails, the marketplace may retry it. Until it succeeds we may suspend your
          license key; access returns once payment goes through. A subscription the marketplace ends for
          non-payment ends your access.
        </p>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>share, resell or publish your key, or the picks and analysis the service shows you;</li>
            <li>scrape, copy in bulk or automate access to the service;</li>
            <li>probe, overload or attempt to bypass the service&apos;s security or device limits;</li>
            <li>use the service for anything unlawful, or on behalf of anyone under the minimum age.</li>
          </ul>
          <p>We may suspend or end access that breaks these rules.</p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <p>
          The service, its models, ratings, analysis, text and design belong to us or our licensors. Your
          license lets you use them personally for as long as your key is active; it does not transfer any
          ownership.
        </p>
      ),
    },
    {
      id: 'third-parties',
      title: 'Third-party sites and data',
      body: (
        <p>
          The service links to sportsbooks, our checkout marketplace and other sites we do not control, and
          some links are affiliate links. Odds and team data come from third-party providers and may be late
          or wrong. {name} is not affiliated with the NFL, the NCAA or any sportsbook.
        </p>
      ),
    },
    {
      id: 'no-guarantee',
      title: 'No guarantee of results',
      body: (
        <>
          <p>
            Sports results are uncertain. Past performance, including our published record, does not guarantee
            future results, and no pick is certain to win. The service is not financial advice. It is provided
            &quot;as is&quot; and &quot;as available&quot;, without warranties of any kind to the extent the
            law allows.
          </p>
          <p>Only bet what you can afford to lose. If gambling stops being fun, stop and seek help.</p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <p>
          To the extent the law allows, we are not liable for betting losses or for indirect, incidental or
          consequential damages. Our total liability for any claim about the service is limited to the amount
          you paid us in the 12 months before the claim arose.
        </p>
      ),
    },
    {
      id: 'disputes',
      title: 'Disputes and governing law',
      body: (
        <p>
          These terms are governed by the laws of the State of {GOVERNING_STATE}, without regard to its
          conflict-of-law rules. Please contact us first so we can try to resolve any dispute informally. Any
          dispute we cannot resolve will be settled by binding individual arbitration under the consumer rules
          of the American Arbitration Association, except that either side may bring a claim in small-claims
          court. Class actions and class arbitrations are not permitted.
        </p>
      ),
    },
    {
      id: 'changes-contact',
      title: 'Changes and contact',
      body: (
        <p>
          We may update these terms. We will post the new version here with its date; continuing to use the
          service after that date means you accept the new version. Questions about these terms: {contact}.
        </p>
      ),
    },
  ];
}

export default function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      seeAlso="Please also read our"
      other={{ href: '/privacy-policy', label: 'Privacy Policy' }}
      sections={termsSections}
    />
  );
}
