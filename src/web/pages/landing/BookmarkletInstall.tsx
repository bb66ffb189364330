import type { PublicConfig } from '@shared/api/public-config';
import { siteNamesText, SUPPORTED_SPORTSBOOK_SITES } from '@shared/sportsbook-sites';
import { Icon } from '../../../client/icon';
import { buttonClasses } from '../../components/ui/button';
import { BookmarkletButton } from '../../components/BookmarkletButton';
import { LandingSection, cardClass } from './LandingSection';

/**
 * Shown only in a browser tab: an installed app (standalone) has no bookmarks bar. Offers the
 * bookmarklet, and the browser extension once the operator has store listings for it
 * (EXTENSION_CHROME_URL / EXTENSION_FIREFOX_URL; no listing, no offer).
 */
export function BookmarkletInstall({
  name,
  extensionStores,
}: {
  name: string;
  extensionStores?: PublicConfig['extensionStores'];
}) {
  const steps = [
    <>
      Show your bookmarks bar: <kbd className="font-sans font-semibold text-white">Ctrl+Shift+B</kbd> on
      Windows, <kbd className="font-sans font-semibold text-white">⌘+Shift+B</kbd> on a Mac.
    </>,
    <>Drag the {name} Picks button onto the bookmarks bar.</>,
    <>Open a game on your sportsbook and click the bookmark.</>,
    <>Enter your license key once, type the two teams, and read the analysis.</>,
  ];
  return (
    <LandingSection
      id="install"
      title={`Install the ${name} Button`}
      intro="One drag, no download. It works in Chrome, Edge, Firefox and Safari on a computer."
    >
      <div className="grid items-center gap-8 md:grid-cols-[1.3fr_1fr]">
        <ol className="grid gap-4">
          {steps.map((step, index) => (
            <li key={index} className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-emerald-500/60 font-bold text-emerald-300"
              >
                {index + 1}
              </span>
              <p className="pt-1 leading-relaxed text-slate-300">{step}</p>
            </li>
          ))}
        </ol>
        <div className={`${cardClass} grid justify-items-center gap-4 text-center`}>
          <p className="text-sm font-semibold tracking-wider text-slate-300 uppercase">
            Drag me to your bookmarks bar
          </p>
          <BookmarkletButton className="cursor-grab">
            <Icon className="size-5">
              <path d="M6 3h12v18l-6-4-6 4z" />
            </Icon>
            {name} Picks
          </BookmarkletButton>
          <p className="text-sm text-slate-400">On a phone? Use {name} on this website instead.</p>
        </div>
      </div>
      {extensionStores && (extensionStores.chromeUrl || extensionStores.firefoxUrl) ? (
        <ExtensionOffer name={name} stores={extensionStores} />
      ) : null}
    </LandingSection>
  );
}

function ExtensionOffer({ name, stores }: { name: string; stores: PublicConfig['extensionStores'] }) {
  const names = [...(stores.chromeUrl ? ['Chrome', 'Edge'] : []), ...(stores.firefoxUrl ? ['Firefox'] : [])];
  const browsers = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return (
    <div className={`${cardClass} grid items-center gap-6 md:grid-cols-[1.3fr_1fr]`}>
      <div className="grid gap-2">
        <h3 className="text-xl font-bold text-white">Or add the {name} browser extension</h3>
        <p className="leading-relaxed text-slate-300">
          For {browsers}: an Open {name} button on {siteNamesText(SUPPORTED_SPORTSBOOK_SITES)} sportsbook
          pages. Your license key stays in the extension, out of the sportsbook&apos;s reach, and it works
          where a site blocks bookmarklets.
        </p>
      </div>
      <div className="flex flex-wrap gap-3 md:justify-end">
        {[
          { url: stores.chromeUrl, label: 'Add to Chrome', variant: 'primary' as const },
          { url: stores.firefoxUrl, label: 'Add to Firefox', variant: 'outline' as const },
        ].map(({ url, label, variant }) =>
          url ? (
            <a
              key={label}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses(variant, 'lg')}
            >
              {label}
            </a>
          ) : null,
        )}
      </div>
    </div>
  );
}
