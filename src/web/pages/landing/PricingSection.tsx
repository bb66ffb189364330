import { PricingPlans } from '../../components/marketing/PricingPlans';
import { TRIAL_SHORT } from '../../content/trial-terms';
import { LandingSection } from './LandingSection';

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      title="Simple Pricing"
      intro={`Pick the football you bet, cancel any time. ${TRIAL_SHORT}`}
    >
      <PricingPlans />
    </LandingSection>
  );
}
