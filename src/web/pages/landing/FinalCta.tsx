import { Link } from 'wouter';
import { ExternalLink } from '../../components/ExternalLink';
import { buttonClasses } from '../../components/ui/button';
import { TRIAL_SHORT } from '../../content/trial-terms';
import { trackTrialClick } from '../../../client/analytics';

export function FinalCta({ trialUrl }: { trialUrl: string | undefined }) {
  return (
    <section aria-labelledby="final-cta-title" className="bl-hero border-t border-slate-800/80">
      <div className="mx-auto grid max-w-3xl justify-items-center gap-6 px-4 py-20 text-center sm:px-6">
        <h2
          id="final-cta-title"
          className="text-3xl font-black tracking-tight text-balance text-white sm:text-5xl"
        >
          Ready to bet with an edge?
        </h2>
        <p className="text-lg text-pretty text-slate-300">
          See this week&apos;s edges in minutes. {TRIAL_SHORT}
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ExternalLink
            href={trialUrl}
            onClick={() => trackTrialClick('final_cta')}
            className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
          >
            Start 7-Day Free Trial
          </ExternalLink>
          <Link href="/support" className={buttonClasses('outline', 'lg', 'w-full sm:w-auto')}>
            Contact Support
          </Link>
        </div>
      </div>
    </section>
  );
}
