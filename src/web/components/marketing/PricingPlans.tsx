/**
 * The three plan cards (spec: College Football, All-Access, Pro Football; All-Access is the popular
 * one). Prices and checkout links come from public-config; until it arrives every card renders at
 * full size with the price area reserved, so the page does not shift. Cards only: the landing page
 * and /purchase each put them inside their own section and heading.
 */
import { CheckList } from '../CheckList';
import type { JSX, ReactNode } from 'react';
import { Link } from 'wouter';
import type { PublicConfig } from '@shared/api/public-config';
import { ExternalLink } from '../ExternalLink';
import { buttonClasses } from '../ui/button';
import { usePublicConfig } from '../../lib/public-config';
import { trackEvent } from '../../../client/analytics';
import { TRIAL_SHORT } from '../../content/trial-terms';
import { cn } from '../../lib/cn';

export type PlanId = keyof PublicConfig['marketplace']['plans'];

interface PlanCopy {
  id: PlanId;
  name: string;
  summary: string;
  features: readonly ReactNode[];
  popular?: boolean;
}

/** Spec order (admin-and-content section 3): the popular plan sits in the middle. */
export const PLANS: readonly PlanCopy[] = [
  {
    id: 'cfbMonthly',
    name: 'College Football',
    summary: 'Every FBS game, every week of the college season.',
    features: [
      'Weekly college football picks',
      'Fair lines (market, no-vig) and BetLens ratings',
      'Edge percentages and ATS confidence',
      'Best available sportsbook line',
    ],
  },
  {
    id: 'allAccessMonthly',
    name: 'All-Access',
    summary: 'College plus pro football in one key.',
    features: [
      'Everything in College Football',
      'Everything in Pro Football',
      <Link
        key="rankings"
        href="/power-rankings"
        className="rounded-sm text-emerald-300 underline underline-offset-2 hover:text-emerald-200"
      >
        SP+ ratings and NFL power rankings
      </Link>,
      'Weekly best bets across both leagues',
      'Written game analysis and SMS pick alerts',
    ],
    popular: true,
  },
  {
    id: 'nflMonthly',
    name: 'Pro Football',
    summary: 'All 32 teams, every week of the pro season.',
    features: [
      'Weekly NFL picks',
      'Fair lines (market, no-vig) and BetLens ratings',
      'Edge percentages and ATS confidence',
      'Best available sportsbook line',
      'Wong teaser flags',
    ],
  },
];

export function PricingPlans(): JSX.Element {
  const plans = usePublicConfig().data?.marketplace.plans;

  return (
    <div className="grid items-stretch gap-6 md:grid-cols-3">
      {PLANS.map((plan) => (
        <PlanCard key={plan.id} plan={plan} price={plans?.[plan.id].price} url={plans?.[plan.id].url} />
      ))}
    </div>
  );
}

function PlanCard({
  plan,
  price,
  url,
}: {
  plan: PlanCopy;
  price: string | undefined;
  url: string | undefined;
}) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-slate-900/70 p-6 shadow-lg shadow-black/20',
        plan.popular ? 'border-emerald-500/70 ring-1 ring-emerald-500/40' : 'border-slate-800',
      )}
    >
      <div className="flex min-h-7 items-start justify-between gap-3">
        <h3 id={titleId} className="text-xl font-bold text-white">
          {plan.name}
        </h3>
        {plan.popular ? (
          <p className="rounded-full bg-emerald-500 px-2.5 py-0.5 text-xs font-bold tracking-wide text-slate-950 uppercase">
            Popular
            <span className="sr-only"> (most popular plan)</span>
          </p>
        ) : null}
      </div>
      <p className="mt-2 text-sm leading-relaxed text-slate-400 md:min-h-12">{plan.summary}</p>

      {/* Fixed height: the price arrives with the config and must not move the card. */}
      <p className="mt-5 flex h-12 items-baseline gap-1" aria-busy={price === undefined || undefined}>
        {price === undefined ? (
          <span aria-hidden="true" className="h-10 w-28 animate-pulse rounded-md bg-slate-800" />
        ) : (
          <>
            <span className="text-4xl font-black tracking-tight text-white">{price}</span>
            <span className="text-base font-medium text-slate-400">/month</span>
          </>
        )}
        {price === undefined ? <span className="sr-only">Loading price</span> : null}
      </p>

      <CheckList items={plan.features} className="mt-5 flex-1 content-start" />

      <ExternalLink
        href={url}
        onClick={() => trackEvent('purchase_initiated', { plan: plan.id })}
        className={buttonClasses(plan.popular ? 'primary' : 'outline', 'lg', 'mt-6 w-full')}
      >
        Choose {plan.name}
      </ExternalLink>
      <p className="mt-3 text-center text-xs text-slate-400">{TRIAL_SHORT}</p>
    </article>
  );
}
