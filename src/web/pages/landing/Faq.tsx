import type { ReactNode } from 'react';
import { SEASON_PASS_FAQ, TRIAL_FAQ } from '../../content/trial-terms';
import { LandingSection } from './LandingSection';
import { Icon } from '../../../client/icon';

export function Faq({ name }: { name: string }) {
  const items: { question: string; answer: ReactNode }[] = [
    TRIAL_FAQ,
    SEASON_PASS_FAQ,
    {
      question: 'Do you guarantee winning picks?',
      answer: `No. Nobody can guarantee a win, and ${name} does not. It shows where a sportsbook's price beats the market's fair line (no-vig) and where our ratings disagree with the market, with the measured record of both, so you decide with better information. Only bet what you can afford to lose.`,
    },
    {
      question: `How do I install ${name}?`,
      answer: (
        <ol className="grid list-decimal gap-1 pl-5">
          <li>Show your bookmarks bar (Ctrl+Shift+B on Windows, ⌘+Shift+B on a Mac).</li>
          <li>Drag the {name} button from this page onto the bookmarks bar.</li>
          <li>Open a game on your sportsbook and click the bookmark.</li>
          <li>Enter your license key once, then type the away and home teams.</li>
        </ol>
      ),
    },
    {
      question: 'Where do I find my license key?',
      answer:
        'In the e-mail you received after your purchase. Enter it with the Login button at the top of this page.',
    },
  ];
  return (
    <LandingSection id="faq" title="Frequently Asked Questions">
      <div className="grid max-w-3xl gap-3">
        {items.map((item) => (
          <details key={item.question} className="group rounded-xl border border-slate-800 bg-slate-900/70">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400 [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180 motion-reduce:transition-none">
                <path d="M6 9l6 6 6-6" />
              </Icon>
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-slate-300">{item.answer}</div>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
