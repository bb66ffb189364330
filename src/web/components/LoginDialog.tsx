/**
 * Login dialog (spec sections 2, 5 and 8): one licence-key field, Login button ('Logging in...'
 * while busy), Enter submits, a marketplace trial link and help text. Success closes the dialog,
 * clears the field and goes to /dashboard; failure keeps it open and explains in a toast.
 */
import { LicenseKeyField } from './LicenseKeyInput';
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';
import { Button } from './ui/button';
import { ExternalLink } from './ExternalLink';
import { useSession } from '../session/SessionProvider';
import { usePublicConfig } from '../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../client/public-config-guard';
import { loginFailureToast, loginSuccessToast } from '../lib/login-errors';
import { isOnline } from '../../client/online';
import { toast } from '../lib/use-toast';
import { loadAuthSchemas } from '../lib/license-api';
import { trackTrialClick } from '../../client/analytics';
import { useReturnFocus } from '../lib/use-return-focus';
import { textLinkClass } from './ui/text-link';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where a successful login goes; null stays on the current page (the picks sign-in prompts). */
  redirectTo?: string | null;
  /** Takes focus on close when the button that opened the dialog is gone (opened from the menu). */
  returnFocusFallback?: RefObject<HTMLElement | null>;
}

export function LoginDialog({
  open,
  onOpenChange,
  redirectTo = '/dashboard',
  returnFocusFallback,
}: LoginDialogProps) {
  const { login } = useSession();
  const [, navigate] = useLocation();
  const config = usePublicConfig().data;
  const productName = config?.productName || DEFAULT_PRODUCT_NAME;
  const [licenseKey, setLicenseKey] = useState('');
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus(returnFocusFallback);

  // Fetch the response schemas while the user types, so the first login does not wait for them.
  useEffect(() => {
    if (open) loadAuthSchemas().catch(() => undefined);
  }, [open]);

  const trimmed = licenseKey.trim();
  const submitDisabled = busy || trimmed === '';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitDisabled) return;
    setBusy(true);
    try {
      await login(trimmed, 'login_dialog');
      setLicenseKey('');
      onOpenChange(false);
      if (redirectTo !== null) navigate(redirectTo);
      toast({ ...loginSuccessToast(productName), variant: 'success' });
    } catch (error) {
      toast({ ...loginFailureToast(error, isOnline()), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...returnFocus}>
        <div className="grid gap-2">
          <DialogTitle>Login</DialogTitle>
          <DialogDescription>
            Enter your {productName} license key to open your dashboard and picks.
          </DialogDescription>
        </div>
        <form className="grid gap-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
          <LicenseKeyField value={licenseKey} onValueChange={setLicenseKey} />
          <Button type="submit" size="lg" disabled={submitDisabled} className="w-full">
            {busy ? 'Logging in...' : 'Login'}
          </Button>
        </form>
        <p className="text-center text-sm text-slate-400">
          No license key yet?{' '}
          <ExternalLink
            href={config?.marketplace.trialUrl}
            onClick={() => trackTrialClick('login_dialog')}
            className={textLinkClass}
          >
            Start your free trial
          </ExternalLink>
        </p>
      </DialogContent>
    </Dialog>
  );
}
