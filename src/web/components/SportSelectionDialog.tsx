/**
 * 'Choose Your Sport' (visitor spec sections 2, 4, 5 and 8). Football opens /football-bets when
 * the stored licence has football access; otherwise the dialog switches to 'Enter Your License
 * Key'. Basketball is announced and disabled. Lazy-loaded by ChooseSportButton.
 */
import { LicenseKeyField } from './LicenseKeyInput';
import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useLocation } from 'wouter';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';
import { Button, buttonClasses } from './ui/button';
import { ExternalLink } from './ExternalLink';
import { sportVerifyErrorMessage } from './sport-verify-error';
import { useSession } from '../session/SessionProvider';
import { usePublicConfig } from '../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../client/public-config-guard';
import { licenseHasFootballAccess } from '../lib/license-access';
import { loginSuccessToast } from '../lib/login-errors';
import { loadAuthSchemas } from '../lib/license-api';
import { getLicenseKey } from '../../client/storage';
import { trackEvent } from '../../client/analytics';
import { isOnline } from '../../client/online';
import { toast } from '../lib/use-toast';
import { useReturnFocus } from '../lib/use-return-focus';
import { cn } from '../lib/cn';
import { Icon } from '../../client/icon';

export const FOOTBALL_BETS_PATH = '/football-bets';

export const NO_FOOTBALL_ACCESS = {
  title: 'Football Bets Not Included',
  description:
    'This license is active but does not include Football Bets. An All-Access or Football license does.',
} as const;

type View = 'sports' | 'key';

export interface SportSelectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SportSelectionDialog({ open, onOpenChange }: SportSelectionDialogProps) {
  const { license, login, refresh } = useSession();
  const [, navigate] = useLocation();
  const config = usePublicConfig().data;
  const productName = config?.productName || DEFAULT_PRODUCT_NAME;
  const [view, setView] = useState<View>('sports');
  const [checking, setChecking] = useState(false);
  const [licenseKey, setLicenseKey] = useState('');
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus();
  const footballRef = useRef<HTMLButtonElement>(null);

  // Each opening starts at the sport list.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setView('sports');
  }

  function goToFootballBets() {
    onOpenChange(false);
    navigate(FOOTBALL_BETS_PATH);
  }

  async function chooseFootball() {
    let current = license;
    // A key stored without a session here (signed in from another tab, or still being checked at
    // start-up): verify it once, so this tab's session matches what the page will need.
    if (current === null && getLicenseKey() !== null) {
      setChecking(true);
      try {
        current = await refresh();
      } finally {
        setChecking(false);
      }
    }
    if (licenseHasFootballAccess(current)) {
      goToFootballBets();
      return;
    }
    loadAuthSchemas().catch(() => undefined);
    setView('key');
  }

  const trimmed = licenseKey.trim();
  const submitDisabled = busy || trimmed === '';

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitDisabled) return;
    setBusy(true);
    try {
      const stored = await login(trimmed, 'sport_dialog');
      if (licenseHasFootballAccess(stored)) {
        setLicenseKey('');
        goToFootballBets();
        toast({ ...loginSuccessToast(productName), variant: 'success' });
      } else {
        toast({ ...NO_FOOTBALL_ACCESS, variant: 'destructive' });
      }
    } catch (error) {
      toast({
        title: 'Verification Failed',
        description: sportVerifyErrorMessage(error, isOnline()),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent {...returnFocus} className="sm:max-w-lg">
        {view === 'sports' ? (
          <>
            <div className="grid gap-2">
              <DialogTitle>Choose Your Sport</DialogTitle>
              <DialogDescription>Pick a sport to see this week&apos;s analysis and picks.</DialogDescription>
            </div>
            <div className="grid gap-3">
              <SportCard
                ref={footballRef}
                title="Football Bets"
                subtitle="NFL & College Football"
                status="Available"
                onClick={() => void chooseFootball()}
                busy={checking}
                icon={
                  <>
                    <ellipse cx="12" cy="12" rx="9.5" ry="6" transform="rotate(-35 12 12)" />
                    <path d="M9.5 14.5l5-5M10.5 11l2.5 2.5M12 9.5l2.5 2.5" />
                  </>
                }
              />
              <SportCard
                title="Basketball Bets"
                subtitle="NBA & College Basketball"
                status="Coming Soon"
                disabled
                icon={
                  <>
                    <circle cx="12" cy="12" r="9" />
                    <path d="M3 12h18M12 3v18M5.6 5.6c3.5 3.5 3.5 9.3 0 12.8M18.4 5.6c-3.5 3.5-3.5 9.3 0 12.8" />
                  </>
                }
              />
            </div>
          </>
        ) : (
          <>
            <div className="grid gap-2">
              <DialogTitle>Enter Your License Key</DialogTitle>
              <DialogDescription>
                Football Bets are for license holders with a football plan. Enter your license key to
                continue.
              </DialogDescription>
            </div>
            <form className="grid gap-4" onSubmit={(event) => void verify(event)} noValidate>
              {/* Moving the user into this view should put them in the field they need. */}
              <LicenseKeyField value={licenseKey} onValueChange={setLicenseKey} autoFocus />
              <Button type="submit" size="lg" disabled={submitDisabled} className="w-full">
                {busy ? 'Verifying...' : 'Verify & Access Football Bets'}
              </Button>
              <ExternalLink
                href={config?.marketplace.storeUrl}
                onClick={() => trackEvent('purchase_initiated', { plan: 'store', source: 'sport_dialog' })}
                className={buttonClasses('outline', 'lg', 'w-full')}
              >
                Purchase License Key
              </ExternalLink>
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  setView('sports');
                  // Back where the user left off: the football card.
                  requestAnimationFrame(() => footballRef.current?.focus());
                }}
                className="justify-self-start"
              >
                <Icon className="size-4">
                  <path d="M15 18l-6-6 6-6" />
                </Icon>
                Back
                <span className="sr-only"> to sports</span>
              </Button>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface SportCardProps {
  title: string;
  subtitle: string;
  status: 'Available' | 'Coming Soon';
  icon: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

function SportCard({ ref, title, subtitle, status, icon, onClick, disabled, busy }: SportCardProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={busy ? undefined : onClick}
      disabled={disabled}
      // Not `disabled` while checking: that would drop keyboard focus out of the dialog.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={cn(
        'flex w-full items-center gap-4 rounded-xl border p-4 text-left transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400',
        disabled
          ? 'cursor-not-allowed border-slate-800 bg-slate-900/40 text-slate-400'
          : 'border-slate-700 bg-slate-800/50 hover:border-emerald-500/70 hover:bg-slate-800',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-12 shrink-0 items-center justify-center rounded-xl',
          disabled ? 'bg-slate-800 text-slate-500' : 'bg-emerald-500/15 text-emerald-400',
        )}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          {icon}
        </svg>
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className={cn('text-lg font-bold', disabled ? 'text-slate-300' : 'text-white')}>{title}</span>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              disabled ? 'bg-slate-800 text-slate-300' : 'bg-emerald-500/15 text-emerald-300',
            )}
          >
            {status}
          </span>
        </span>
        <span className="text-sm text-slate-400">{busy ? 'Checking your license...' : subtitle}</span>
      </span>
    </button>
  );
}

export default SportSelectionDialog;
