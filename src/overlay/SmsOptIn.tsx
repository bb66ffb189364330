/**
 * 'Get SMS Alerts!' (visitor spec sections 2, 4, 5, 8): offered after a licence is verified in
 * the overlay when the licence has no SMS subscription. The phone is formatted as typed and sent
 * formatted; the subscription is tried up to twice, 1 s apart, but only a network failure or a
 * server error is retried (a 4xx answer would not change).
 */
import { useId, useState, type FormEvent } from 'react';
import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from '@shared/sms/phone-input';
import { smsErrorMessage } from '@shared/sms/sms-error-message';
import { withRetry } from '@shared/async/retry';
import { isOnline } from '../client/online';
import { InnerDialog } from './InnerDialog';
import { useOverlayToast } from './OverlayToasts';
import { isRetryableSmsError, subscribeSms } from './overlay-api';
import { useOverlayEnv } from './overlay-env';
import { useMountedRef } from './use-mounted-ref';

export const SMS_TITLE = 'Get SMS Alerts!';
export const SMS_RETRY = { attempts: 2, initialDelayMs: 1000 } as const;

export interface SmsOptInProps {
  licenseKey: string;
  /** Closes the dialog (success, Skip or close). */
  onDone: () => void;
  /** Injected wait between attempts (tests). */
  sleep?: (ms: number) => Promise<void>;
}

export function SmsOptIn({ licenseKey, onDone, sleep }: SmsOptInProps) {
  const inputId = useId();
  const helpId = useId();
  const toast = useOverlayToast();
  const env = useOverlayEnv();
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const mounted = useMountedRef();

  const subscribe = async (phoneNumber: string): Promise<void> => {
    if (phoneNumber.trim() === '') {
      toast({
        title: 'Phone Number Required',
        description: 'Please enter your phone number to receive SMS alerts.',
        variant: 'destructive',
      });
      return;
    }
    env.transport.track('sms_subscription_started');
    setBusy(true);
    try {
      const masked = await withRetry(() => subscribeSms(env, { phoneNumber, licenseKey }), {
        ...SMS_RETRY,
        shouldRetry: isRetryableSmsError,
        ...(sleep ? { sleep } : {}),
      });
      env.transport.track('sms_subscription_confirmed');
      toast({
        title: 'SMS Alerts Enabled',
        description: masked
          ? `We'll text ${masked} when new picks are published.`
          : "We'll text you when new picks are published.",
        variant: 'success',
      });
      onDone();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast({
        title: 'SMS Setup Failed',
        description: smsErrorMessage(message, isOnline()),
        variant: 'destructive',
        ...(phoneNumber.trim() !== ''
          ? { action: { label: 'Try Again', onAction: () => void subscribe(phoneNumber) } }
          : {}),
      });
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void subscribe(phone);
  };

  return (
    <InnerDialog
      title={SMS_TITLE}
      description="Get a text when new picks are published and when a pick's line moves."
      onClose={onDone}
    >
      <form className="blo-field" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="blo-field-label">
          Phone Number
        </label>
        <input
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="blo-input"
          value={phone}
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder="(555) 123-4567"
          aria-describedby={helpId}
          onChange={(event) => setPhone(formatPhoneInput(event.target.value))}
        />
        <p id={helpId} className="blo-help">
          US numbers. Message and data rates may apply. Reply STOP to opt out at any time.
        </p>
        <div className="blo-actions">
          <button type="submit" className="blo-button blo-button-primary" disabled={busy}>
            {busy ? 'Enabling...' : 'Enable SMS Alerts'}
          </button>
          <button type="button" className="blo-button blo-button-outline" onClick={onDone}>
            Skip
          </button>
        </div>
      </form>
    </InnerDialog>
  );
}
