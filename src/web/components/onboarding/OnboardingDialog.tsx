/**
 * The onboarding dialog (visitor spec sections 2, 4 and 5): three steps with progress dots and
 * 'Step n of 3'. Skipping or closing marks onboarding completed. Finishing signs in with the key
 * from step 1 (same toasts as the Login dialog), subscribes to SMS when step 3 asked for it (errors
 * only logged, per spec), marks onboarding completed and goes to /dashboard. A failed sign-in
 * returns to step 1's key field. Lazy-loaded: never part of the landing page's first paint.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ModalDialog } from '../ui/modal-dialog';
import { Button } from '../ui/button';
import { StepProgress } from './StepProgress';
import { AnalysisStep, SmsStep, WelcomeStep } from './OnboardingSteps';
import { requestSmsPrompt } from '../sms-prompt';
import { useSession } from '../../session/SessionProvider';
import { usePublicConfig } from '../../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../../client/public-config-guard';
import { loginFailureToast, loginSuccessToast } from '../../lib/login-errors';
import { loadAuthSchemas } from '../../lib/license-api';
import { setOnboardingCompleted } from '../../../client/storage';
import { isOnline } from '../../../client/online';
import { toast } from '../../lib/use-toast';

export const LICENSE_KEY_REQUIRED = {
  title: 'License Key Required',
  description: 'Please enter your license key to continue.',
} as const;

type Step = 1 | 2 | 3;

/**
 * How a finish goes on after signing in: 'subscribe' texts the number from step 3; 'offer' checks
 * for an SMS subscription and offers 'Get SMS Alerts!' on the dashboard when there is none (spec
 * section 4); 'none' is an explicit 'Skip SMS Setup'.
 */
type SmsFollowUp = 'subscribe' | 'offer' | 'none';

export interface OnboardingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function OnboardingDialog({ open, onOpenChange }: OnboardingDialogProps) {
  const { login } = useSession();
  const [, navigate] = useLocation();
  const config = usePublicConfig().data;
  const productName = config?.productName || DEFAULT_PRODUCT_NAME;
  const [step, setStep] = useState<Step>(1);
  const [licenseKey, setLicenseKey] = useState('');
  const [smsEnabled, setSmsEnabled] = useState(false);
  const [phone, setPhone] = useState('');
  // Which finish is running (its button says so); null when idle.
  const [finishing, setFinishing] = useState<SmsFollowUp | null>(null);
  const busy = finishing !== null;
  const keyRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // What takes focus after the next step change: the new step's title, or the key field after a
  // failed sign-in. On opening the title takes it (ModalDialog's initialFocus).
  const focusNext = useRef<'title' | 'key' | null>(null);

  // Each opening starts at step 1 (the key typed before is kept).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStep(1);
  }

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'title') titleRef.current?.focus();
    if (target === 'key') keyRef.current?.focus();
  }, [step, busy]);

  function goTo(next: Step) {
    focusNext.current = 'title';
    setStep(next);
  }

  function skip() {
    setOnboardingCompleted();
    onOpenChange(false);
  }

  function getStarted(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (licenseKey.trim() === '') {
      toast({ ...LICENSE_KEY_REQUIRED, variant: 'destructive' });
      keyRef.current?.focus();
      return;
    }
    // The sign-in at the end needs the response schemas: fetch them while the user reads on.
    loadAuthSchemas().catch(() => undefined);
    goTo(2);
  }

  async function finish(followUp: SmsFollowUp) {
    // Step 1 let nobody past with a blank key, and only step 1 edits it.
    const key = licenseKey.trim();
    setFinishing(followUp);
    let signedInKey: string;
    try {
      signedInKey = (await login(key, 'onboarding')).licenseKey;
    } catch (error) {
      toast({ ...loginFailureToast(error, isOnline()), variant: 'destructive' });
      focusNext.current = 'key';
      setStep(1);
      setFinishing(null);
      return;
    }
    if (followUp === 'subscribe') await subscribeQuietly(phone, signedInKey);
    setOnboardingCompleted();
    setFinishing(null);
    onOpenChange(false);
    navigate('/dashboard');
    toast({ ...loginSuccessToast(productName), variant: 'success' });
    if (followUp === 'offer') void offerSms(signedInKey);
  }

  const phoneMissing = smsEnabled && phone.trim() === '';

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : next ? onOpenChange(true) : skip())}
      // The title, not the key field: an unrequested dialog should not pop up a phone keyboard.
      initialFocus={titleRef}
    >
      <StepProgress step={step} />
      {step === 1 ? (
        <form className="grid gap-5" onSubmit={getStarted} noValidate>
          <WelcomeStep
            ref={keyRef}
            titleRef={titleRef}
            productName={productName}
            trialUrl={config?.marketplace.trialUrl}
            licenseKey={licenseKey}
            onLicenseKeyChange={setLicenseKey}
            disabled={busy}
          />
          <StepButtons>
            <Button variant="outline" size="lg" onClick={skip} disabled={busy}>
              Skip for Now
            </Button>
            <Button type="submit" size="lg" disabled={busy}>
              Get Started
            </Button>
          </StepButtons>
        </form>
      ) : step === 2 ? (
        <div className="grid gap-5">
          <AnalysisStep titleRef={titleRef} />
          <div className="grid gap-2 sm:flex sm:items-center">
            <Button size="lg" onClick={() => goTo(3)} disabled={busy} className="sm:order-3">
              I Understand
            </Button>
            {/* Two side by side on a phone; on wider screens they join the row (contents). */}
            <div className="grid grid-cols-2 gap-2 sm:contents">
              <Button
                variant="ghost"
                size="lg"
                onClick={() => goTo(1)}
                disabled={busy}
                className="sm:order-1 sm:mr-auto"
              >
                Back
              </Button>
              <Button
                variant="outline"
                size="lg"
                onClick={() => void finish('offer')}
                disabled={busy}
                className="sm:order-2"
              >
                {finishing === 'offer' ? 'Signing in...' : 'Skip Tutorial'}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <div className="grid gap-5">
          <SmsStep
            titleRef={titleRef}
            smsEnabled={smsEnabled}
            onSmsEnabledChange={setSmsEnabled}
            phone={phone}
            onPhoneChange={setPhone}
            disabled={busy}
          />
          <StepButtons>
            <Button variant="outline" size="lg" onClick={() => void finish('none')} disabled={busy}>
              {finishing === 'none' ? 'Signing in...' : 'Skip SMS Setup'}
            </Button>
            <Button
              size="lg"
              onClick={() => void finish(smsEnabled ? 'subscribe' : 'offer')}
              disabled={busy || phoneMissing}
            >
              {finishing === 'subscribe' || finishing === 'offer'
                ? 'Setting up...'
                : smsEnabled
                  ? 'Complete Setup'
                  : 'Continue to Dashboard'}
            </Button>
          </StepButtons>
        </div>
      )}
    </ModalDialog>
  );
}

function StepButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** Onboarding's SMS sign-up: failures are only logged (spec section 8), never shown. */
async function subscribeQuietly(phoneNumber: string, licenseKey: string): Promise<void> {
  try {
    const { subscribeSms } = await import('../../lib/sms-api');
    await subscribeSms({ phoneNumber, licenseKey, source: 'onboarding' });
  } catch (error) {
    console.error('SMS setup during onboarding failed:', error instanceof Error ? error.message : error);
  }
}

/** After signing in without SMS: offer 'Get SMS Alerts!' unless the licence already has a number. */
async function offerSms(licenseKey: string): Promise<void> {
  try {
    const { checkSmsSubscription } = await import('../../lib/sms-api');
    if (await checkSmsSubscription(licenseKey)) return;
  } catch {
    // The check module did not load (offline): a failed check counts as "no subscription".
  }
  requestSmsPrompt();
}

export default OnboardingDialog;
