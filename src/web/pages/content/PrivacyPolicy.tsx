/**
 * Privacy Policy (/privacy-policy; visitor spec sections 1, 8 and 9): what we store and why, the
 * overlay and extension, data requests (answered within 30 days), 21+. Written from what the code
 * actually does: hashed keys, HttpOnly cookies, opt-in SMS, first-party analytics without personal data.
 */
import type { ReactNode } from 'react';
import { LegalPage, type LegalSection } from './legal-ui';

const PRIVACY_LAST_UPDATED = 'November 24, 2026';
const DATA_REQUEST_DAYS = 30;

function privacySections(name: string, contact: ReactNode): readonly LegalSection[] {
  return [
    {
      id: 'summary',
      title: 'In short',
      body: (
        <ul>
          <li>We keep the least we need to run the service, and we do not sell it.</li>
          <li>Your license key is stored only as a one-way hash plus its last 4 characters.</li>
          <li>No advertising or third-party tracking scripts; our own analytics carry no personal data.</li>
          <li>SMS alerts only if you opt in; reply STOP at any time.</li>
          <li>Ask us for your data or its deletion and we answer within {DATA_REQUEST_DAYS} days.</li>
        </ul>
      ),
    },
    {
      id: 'what-we-store',
      title: 'What we store and why',
      body: (
        <>
          <p>
            <strong>Your license.</strong> We store your license key only as a hash (a one-way fingerprint we
            can check a key against but cannot turn back into the key), plus its last 4 characters so support
            can find your license when you tell us them. With it we keep the e-mail address and plan from your
            purchase, the expiry date and which devices have used the key, to check your access and enforce
            the device limit.
          </p>
          <p>
            <strong>Cookies.</strong> We set two cookies, both HttpOnly (scripts on the page cannot read
            them): a random device id, so a key works only on its allowed number of devices, and a session
            cookie that keeps you logged in. The session ends when you log out, when it expires or when your
            license does. We use no advertising or tracking cookies.
          </p>
          <p>
            <strong>Your browser.</strong> When you log in, your license key and license details are kept in
            your browser&apos;s local storage so you stay logged in. Logging out removes them.
          </p>
          <p>
            <strong>Phone number.</strong> Only if you opt in to SMS alerts do we store your phone number, to
            text you new picks and line movements. Reply STOP to any message to opt out; we then send nothing
            more to that number.
          </p>
          <p>
            <strong>Analytics.</strong> We record a few product events ourselves (for example, that a license
            was verified, a pick was viewed or a purchase completed) with the page they happened on. They
            carry no license key, e-mail address or phone number. If we use an analytics provider to count
            them, it receives only these events; no third-party script runs in your browser.
          </p>
          <p>
            <strong>Server logs.</strong> Our servers log requests to keep the service running and secure.
            License keys, cookies and authorization headers are removed from the logs.
          </p>
        </>
      ),
    },
    {
      id: 'overlay',
      title: 'The overlay and browser extension',
      body: (
        <>
          <p>
            The browser extension checks only the domain of the page you are on, to know whether it is one of
            the sportsbooks it works on. It does not read the page&apos;s content, your sportsbook account,
            balance or bets, and it has no access to your browsing history. Your license key, your license
            details and a random device id (so your key counts as one device) are kept in the extension&apos;s
            own storage, which the sportsbook page cannot read. The team names you type stay in the
            extension&apos;s memory for that page only.
          </p>
          <p>
            The bookmarklet opens the overlay in a frame served by our own site: the sportsbook page sees the
            frame and nothing inside it. Your key, license details and the frame&apos;s random device id are
            kept in our site&apos;s storage in your browser, and the team names you type in our site&apos;s
            session storage for that browser session only.
          </p>
        </>
      ),
    },
    {
      id: 'payments',
      title: 'Payments',
      body: (
        <p>
          Purchases are handled by our checkout marketplace under its own privacy policy. We never see or
          store your card details; the marketplace tells us the e-mail address, plan and status of your
          purchase.
        </p>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share data with',
      body: (
        <p>
          We do not sell or rent personal data. We share it only with the providers that run the service for
          us (hosting, and the SMS provider that delivers texts you opted in to), under contracts that limit
          them to that purpose, and with authorities when the law requires it.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <p>
          License records are kept while the license exists and afterwards only as long as accounting and tax
          law require. Phone numbers are deleted when you ask us to. Sessions expire on their own.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your choices and data requests',
      body: (
        <p>
          You can ask for a copy of the data we hold about you, for corrections, or for deletion by writing to{' '}
          {contact}. Include the last 4 characters of your license key (never the whole key) so we can find
          it. We answer data requests within {DATA_REQUEST_DAYS} days.
        </p>
      ),
    },
    {
      id: 'age',
      title: 'Age',
      body: (
        <p>
          The service is for adults 21 and over. We do not knowingly collect data from anyone under 21; if you
          believe we have, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          Keys and session tokens are stored only as hashes, cookies are HttpOnly and sent only over secure
          connections on our live site, and access to our systems is restricted. No system is perfectly
          secure; if we learn of a breach affecting you, we will tell you.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes and contact',
      body: (
        <p>
          We will post any change to this policy here with its date. Questions about privacy at {name}:{' '}
          {contact}.
        </p>
      ),
    },
  ];
}

export default function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      seeAlso="See also our"
      other={{ href: '/terms-of-service', label: 'Terms of Service' }}
      sections={privacySections}
    />
  );
}
