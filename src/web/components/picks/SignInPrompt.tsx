/**
 * The sign-in prompt of the licensed picks pages: a short explainer and a button that opens the
 * licence-key dialog. A successful login stays on the page, which then loads its data.
 */
import { useState, type ReactNode } from 'react';
import { LoginDialog } from '../LoginDialog';
import { Button } from '../ui/button';

export function SignInPrompt({
  title,
  buttonLabel,
  children,
}: {
  title: string;
  buttonLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="sign-in-title"
      className="grid justify-items-center gap-4 rounded-2xl border border-slate-800 bg-slate-900/70 px-4 py-10 text-center sm:px-10"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-400"
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 018 0v4" />
        </svg>
      </span>
      <h2 id="sign-in-title" className="text-xl font-bold text-white">
        {title}
      </h2>
      <div className="grid max-w-xl gap-3 text-slate-300">{children}</div>
      <Button size="lg" onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
      <LoginDialog open={open} onOpenChange={setOpen} redirectTo={null} />
    </section>
  );
}
