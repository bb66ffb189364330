/**
 * The pricing page (/purchase, admin-and-content section 2): three plans, each opening its external
 * checkout in a new tab; the header shows only the brand. A short FAQ tells the one trial story.
 */
import { Link } from 'wouter';
import { PricingPlans } from '../../components/marketing/PricingPlans';
import { ExternalLink } from '../../components/ExternalLink';
import { usePublicConfig } from '../../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../../client/public-config-guard';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SEASON_PASS_FAQ, TRIAL_FAQ } from '../../content/trial-terms';
import { ContentSection, ContentShell, FaqItem } from './content-ui';
import { textLinkClass } from '../../components/ui/text-link';

export default function Purchase() {
  const config = usePublicConfig().data;
  const name = config?.productName || DEFAULT_PRODUCT_NAME;
  useDocumentTitle(`Pricing | ${name}`);

  return (
    <ContentShell
      header="brand"
      eyebrow="Pricing"
      title="Choose your plan"
      intro={
        <p>
          Fair lines, price edges and curated picks for the games you bet. Every plan opens a secure checkout
          on our marketplace in a new tab; your license key arrives by e-mail within minutes.
        </p>
      }
    >
      <section aria-label="Plans">
        <PricingPlans />
      </section>

      <ContentSection id="pricing-faq" title="Questions" className="max-w-3xl">
        <div className="grid gap-3">
          <FaqItem question={TRIAL_FAQ.question}>
            <p>{TRIAL_FAQ.answer}</p>
          </FaqItem>
          <FaqItem question={SEASON_PASS_FAQ.question}>
            <p>{SEASON_PASS_FAQ.answer}</p>
          </FaqItem>
          <FaqItem question="How do I cancel a monthly plan?">
            <p>
              Monthly plans renew automatically until you cancel. Cancel any time from your{' '}
              <ExternalLink href={config?.marketplace.manageSubscriptionUrl} className={textLinkClass}>
                marketplace library
              </ExternalLink>
              ; access continues to the end of the period you paid for. See the{' '}
              <Link href="/terms-of-service" className={textLinkClass}>
                Terms of Service
              </Link>
              .
            </p>
          </FaqItem>
        </div>
        <p className="text-sm text-slate-400">
          More questions?{' '}
          <Link href="/support" className={textLinkClass}>
            Visit Support
          </Link>
          . 21+ only. Please bet responsibly.
        </p>
      </ContentSection>
    </ContentShell>
  );
}
