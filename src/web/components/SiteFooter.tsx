import { Link } from 'wouter';
import { ExternalLink } from './ExternalLink';
import { usePublicConfig } from '../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../client/public-config-guard';

const footerLinkClass =
  'rounded-sm text-sm text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400';

const PRODUCT_LINKS = [
  { href: '/betting-101', label: 'Betting 101' },
  { href: '/betting-trends', label: 'Betting Trends' },
  { href: '/record', label: 'Track Record' },
  { href: '/methodology', label: 'Methodology' },
  { href: '/affiliate', label: 'Affiliate' },
] as const;

const HELP_LINKS = [
  { href: '/support', label: 'Support' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
] as const;

export function SiteFooter() {
  const config = usePublicConfig().data;
  const name = config?.productName || DEFAULT_PRODUCT_NAME;
  return (
    <footer className="border-t border-slate-800 bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="grid content-start gap-3">
          <p className="text-lg font-extrabold text-white">{name}</p>
          <p className="max-w-md text-sm text-slate-400">
            Fair lines, price edges and curated picks for NFL and college football bettors.
          </p>
          {config?.supportEmail ? (
            <a href={`mailto:${config.supportEmail}`} className={footerLinkClass}>
              {config.supportEmail}
            </a>
          ) : null}
        </div>
        <nav aria-label="Product" className="grid content-start gap-2">
          <p className="text-xs font-semibold tracking-wider text-slate-300 uppercase">Product</p>
          {PRODUCT_LINKS.map((item) => (
            <Link key={item.href} href={item.href} className={footerLinkClass}>
              {item.label}
            </Link>
          ))}
        </nav>
        <nav aria-label="Help and legal" className="grid content-start gap-2">
          <p className="text-xs font-semibold tracking-wider text-slate-300 uppercase">Help</p>
          {HELP_LINKS.map((item) => (
            <Link key={item.href} href={item.href} className={footerLinkClass}>
              {item.label}
            </Link>
          ))}
          <ExternalLink href={config?.responsibleGamblingUrl} className={footerLinkClass}>
            Responsible Gambling
          </ExternalLink>
        </nav>
      </div>
      <div className="border-t border-slate-800/80">
        <div className="mx-auto grid max-w-6xl gap-2 px-4 py-6 text-xs leading-relaxed text-slate-400 sm:px-6">
          <p>
            21+ only. {name} provides information and analysis; it does not place bets, and winning is not
            guaranteed. Please bet responsibly.
          </p>
          <p>
            {name} is not affiliated with the NFL, the NCAA or any sportsbook. Odds and team data come from an
            odds API and a sports-data API.
          </p>
        </div>
      </div>
    </footer>
  );
}
