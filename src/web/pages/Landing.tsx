/**
 * The landing page (/), sections in the order of visitor spec section 2: hero, track record, how it
 * works, bookmarklet install (not in an installed app), features with the combined demo, pricing,
 * testimonials, sportsbook bonuses, FAQ, final call to action. Operator content (prices, quotes,
 * banners, links) comes from public-config. Onboarding auto-shows here to first-time visitors.
 *
 * Logged-in users arriving here go on to /dashboard. A visitor who signs in on this page is taken
 * where their flow leads (dashboard, football bets), so a sign-in here does not redirect by itself.
 */
import { Suspense, useState } from 'react';
import { Redirect } from 'wouter';
import { SiteHeader } from '../components/SiteHeader';
import { SiteFooter } from '../components/SiteFooter';
import { LandingRecord } from '../components/picks/LandingRecord';
import { OnboardingHost, useOnboarding } from '../components/onboarding/Onboarding';
import { useSession } from '../session/SessionProvider';
import { usePublicConfig } from '../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../client/public-config-guard';
import { useDocumentTitle } from '../lib/use-document-title';
import { useStandalone } from '../lib/use-standalone';
import { Hero } from './landing/Hero';
import { HowItWorks } from './landing/HowItWorks';
import { BookmarkletInstall } from './landing/BookmarkletInstall';
import { FeatureShowcase } from './landing/FeatureShowcase';
import { PricingSection } from './landing/PricingSection';
import { Testimonials } from './landing/Testimonials';
import { SportsbookBonuses } from './landing/SportsbookBonuses';
import { Faq } from './landing/Faq';
import { FinalCta } from './landing/FinalCta';

export function Landing() {
  const { isLoggedIn, isLoading } = useSession();
  const config = usePublicConfig().data;
  const name = config?.productName || DEFAULT_PRODUCT_NAME;
  const standalone = useStandalone();
  useDocumentTitle(`${name} | NFL & College Football Betting Insights`);
  // "Arriving": signed in (or a stored key still being checked) when the page opened.
  const [arrivedLoggedOut, setArrivedLoggedOut] = useState(() => !isLoggedIn && !isLoading);
  // The start-up check turned a stored key down: this is a visitor after all.
  if (!arrivedLoggedOut && !isLoading && !isLoggedIn) setArrivedLoggedOut(true);
  const onboarding = useOnboarding({ autoShow: arrivedLoggedOut });

  if (isLoggedIn && !arrivedLoggedOut) return <Redirect to="/dashboard" replace />;

  const trialUrl = config?.marketplace.trialUrl;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Hero name={name} trialUrl={trialUrl} />
        {/* Each boundary hydrates as its own task (React's selective hydration), so taking over
            the prerendered page is many short tasks rather than one long one. Nothing here
            suspends: in a normal render the boundaries are inert. */}
        <Suspense fallback={null}>
          <LandingRecord />
        </Suspense>
        <Suspense fallback={null}>
          <HowItWorks name={name} onStartTour={onboarding.start} onTourIntent={onboarding.prefetch} />
          {standalone ? null : <BookmarkletInstall name={name} extensionStores={config?.extensionStores} />}
        </Suspense>
        <Suspense fallback={null}>
          <FeatureShowcase />
        </Suspense>
        <Suspense fallback={null}>
          <PricingSection />
        </Suspense>
        <Suspense fallback={null}>
          <Testimonials config={config} />
          <SportsbookBonuses name={name} sportsbooks={config?.sportsbooks} />
        </Suspense>
        <Suspense fallback={null}>
          <Faq name={name} />
          <FinalCta trialUrl={trialUrl} />
        </Suspense>
      </main>
      <SiteFooter />
      <OnboardingHost state={onboarding} />
    </div>
  );
}

export default Landing;
