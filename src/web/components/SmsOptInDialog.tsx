/**
 * 'Get SMS Alerts!' (visitor spec sections 2, 5 and 8): a phone field, 'Enable SMS Alerts' and
 * 'Skip'. A blank number is refused with a toast; a failed sign-up keeps the dialog open and toasts
 * 'SMS Setup Failed' with the mapped message and a 'Try Again' action; success closes it.
 * Lazy-loaded: it brings the SMS schemas, which the landing page's first paint does not need.
 */
import { CheckList } from './CheckList';
import { useState, type FormEvent } from 'react';
import { smsErrorMessage } from '@shared/sms/sms-error-message';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';
import { Button } from './ui/button';
import { ToastAction } from './ui/toast';
import { PhoneNumberField } from './PhoneNumberField';
import { subscribeSms } from '../lib/sms-api';
import { isOnline } from '../../client/online';
import { toast } from '../lib/use-toast';
import { useReturnFocus } from '../lib/use-return-focus';

export const SMS_COPY = {
  title: 'Get SMS Alerts!',
  required: {
    title: 'Phone Number Required',
    description: 'Please enter your phone number to receive SMS alerts.',
  },
  failed: 'SMS Setup Failed',
  enabled: 'SMS Alerts Enabled',
} as const;

const BENEFITS = [
  'A text as soon as new picks are published',
  "A heads-up when a pick's line moves",
  'Reply STOP to any text to unsubscribe',
] as const;

export interface SmsOptInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in licence the number is attached to. */
  licenseKey: string;
}

export function SmsOptInDialog({ open, onOpenChange, licenseKey }: SmsOptInDialogProps) {
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus();

  async function enable(phoneNumber: string): Promise<void> {
    if (phoneNumber.trim() === '') {
      toast({ ...SMS_COPY.required, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const result = await subscribeSms({ phoneNumber, licenseKey, source: 'sms_dialog' });
      setPhone('');
      onOpenChange(false);
      toast({ title: SMS_COPY.enabled, description: result.message, variant: 'success' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast({
        title: SMS_COPY.failed,
        description: smsErrorMessage(message, isOnline()),
        variant: 'destructive',
        action: phoneNumber ? (
          <ToastAction altText="Try again to enable SMS alerts" onClick={() => void enable(phoneNumber)}>
            Try Again
          </ToastAction>
        ) : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) void enable(phone);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent {...returnFocus}>
        <div className="grid gap-2">
          <span
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center rounded-xl bg-emerald-500/15 text-emerald-400"
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
              <path d="M10.5 18.5h3" strokeLinecap="round" />
            </svg>
          </span>
          <DialogTitle>{SMS_COPY.title}</DialogTitle>
          <DialogDescription>
            Never miss a pick: get new picks and line moves by text message.
          </DialogDescription>
        </div>
        <CheckList items={BENEFITS} className="gap-2" />
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          <PhoneNumberField value={phone} onChange={setPhone} disabled={busy} />
          <div className="grid gap-2 sm:grid-cols-2">
            <Button type="submit" size="lg" disabled={busy} className="sm:order-2">
              {busy ? 'Enabling...' : 'Enable SMS Alerts'}
            </Button>
            <Button
              variant="outline"
              size="lg"
              disabled={busy}
              onClick={() => onOpenChange(false)}
              className="sm:order-1"
            >
              Skip
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default SmsOptInDialog;
