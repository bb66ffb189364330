/**
 * Opens the lazily loaded 'Get SMS Alerts!' dialog when something requested it (sms-prompt.ts) and
 * a licence is signed in. Rendered by SiteHeader, so it is on every page with the site chrome.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../session/SessionProvider';
import { closeSmsPrompt, requestSmsPrompt, useSmsPromptRequested } from './sms-prompt';
import { Button, type ButtonProps } from './ui/button';

const SmsOptInDialog = lazy(() => import('./SmsOptInDialog'));

export function SmsPromptHost() {
  const requested = useSmsPromptRequested();
  const { license, isLoading } = useSession();
  // Stays mounted after the first opening so the dialog can animate out.
  const [mounted, setMounted] = useState(false);
  const open = requested && license !== null;
  // A request without a signed-in licence (logged out meanwhile) is dropped, not kept for later.
  const orphaned = requested && license === null && !isLoading;
  useEffect(() => {
    if (orphaned) closeSmsPrompt();
  }, [orphaned]);
  if (open && !mounted) setMounted(true);
  if (!mounted || license === null) return null;
  return (
    <Suspense fallback={null}>
      <SmsOptInDialog
        open={open}
        onOpenChange={(next) => (next ? requestSmsPrompt() : closeSmsPrompt())}
        licenseKey={license.licenseKey}
      />
    </Suspense>
  );
}

/** A 'Get SMS Alerts' button for signed-in pages (the dashboard): opens the dialog above. */
export function SmsAlertsButton({ children = 'Get SMS Alerts', ...props }: ButtonProps) {
  return (
    <Button variant="outline" {...props} onClick={requestSmsPrompt}>
      {children}
    </Button>
  );
}
