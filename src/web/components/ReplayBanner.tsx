/**
 * The persistent replay banner of every picks surface (site picks pages, dashboard, admin): shown
 * while public-config `replay` is set, i.e. the odds come from the offline replay of a past season
 * with simulated sportsbooks. Not dismissible: every picks page says what its prices are. The
 * wording lives in src/shared/display/replay-copy.ts (the overlay shows the same text).
 */
import { REPLAY_BANNER_LABEL, replayBannerText } from '@shared/display/replay-copy';
import { usePublicConfig } from '../lib/public-config';

export function ReplayBanner() {
  const replay = usePublicConfig().data?.replay ?? null;
  if (!replay) return null;
  return (
    <aside
      aria-label={REPLAY_BANNER_LABEL}
      data-testid="replay-banner"
      className="border-b border-amber-500/40 bg-amber-950/60"
    >
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2.5 text-sm leading-snug text-amber-100 sm:px-6">
        <span
          aria-hidden="true"
          className="mt-0.5 shrink-0 rounded bg-amber-400 px-1.5 py-px text-[11px] font-black tracking-wide text-slate-950 uppercase"
        >
          {REPLAY_BANNER_LABEL}
        </span>
        <span>{replayBannerText(replay)}</span>
      </p>
    </aside>
  );
}
