import { Link } from 'wouter';
import { ExternalLink } from '../../components/ExternalLink';
import { buttonClasses } from '../../components/ui/button';
import { trackTrialClick } from '../../../client/analytics';
import { IconTile } from '../../components/ui/icon-tile';

export const HERO_FEATURES = [
  {
    title: 'Model Edge',
    text: "How much one sportsbook's price beats the market's fair price, and whether that is enough to bet.",
    icon: <path d="M4 18l5-5 4 3 7-9M15 7h5v5" />,
  },
  {
    title: 'Fair Lines',
    text: "The market's no-vig fair line and our own ratings line, each named, next to the best line you can get.",
    icon: <path d="M4 8h16M4 16h16M8 4v16" />,
  },
  {
    title: 'ATS Confidence',
    text: 'A high, medium or low confidence read from against-the-spread records.',
    icon: <path d="M12 3l7 4v5c0 4-3 7-7 9-4-2-7-5-7-9V7zM9 12l2 2 4-4" />,
  },
] as const;

export function Hero({ name, trialUrl }: { name: string; trialUrl: string | undefined }) {
  return (
    <section aria-labelledby="hero-title" className="bl-hero relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.15fr_1fr]">
        <div className="grid justify-items-start gap-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-emerald-500/30 bg-emerald-500/10 px-3 py-1 text-sm font-medium text-emerald-300">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-400" />
            NFL &amp; College Football
          </p>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.05] font-black tracking-tight text-balance text-white sm:text-6xl"
          >
            Decide in 30 seconds
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-slate-300">
            {name} prices every sportsbook line against the market&apos;s fair line (no-vig consensus), shows
            you the edge, our separate ratings line and the ATS confidence, and points you to the best line on
            the board, right on the sportsbook page you already use.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ExternalLink
              href={trialUrl}
              onClick={() => trackTrialClick('hero')}
              className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
            >
              Start Free Trial
            </ExternalLink>
            <Link href="/betting-101" className={buttonClasses('outline', 'lg', 'w-full sm:w-auto')}>
              Learn How to Bet
            </Link>
          </div>
          <p className="text-sm text-slate-400">
            7-day free trial on monthly plans. 21+. Please bet responsibly.
          </p>
        </div>

        <ul className="grid gap-3" aria-label={`What ${name} shows you`}>
          {HERO_FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="flex items-start gap-4 rounded-2xl border border-slate-800 bg-slate-900/70 p-5 shadow-lg shadow-black/20"
            >
              <IconTile>{feature.icon}</IconTile>
              <span className="grid gap-1">
                <span className="font-semibold text-white">{feature.title}</span>
                <span className="text-sm leading-relaxed text-slate-400">{feature.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
