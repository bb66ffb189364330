/** 'Admin Access Required' (spec section 2): one key field, submitted by button or Enter. */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { inputClass, labelClass } from './admin-ui';

export function AdminLogin({
  error,
  verifying,
  onSubmit,
}: {
  error: string | null;
  verifying: boolean;
  onSubmit: (key: string) => void;
}) {
  const id = useId();
  const [key, setKey] = useState('');
  // Masked like a password (an admin key on a shared screen or a screen share is the whole admin),
  // with a control to check what was typed.
  const [shown, setShown] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!verifying) onSubmit(key);
  };
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-12">
      <section
        aria-labelledby={`${id}-title`}
        className="grid w-full max-w-md gap-5 rounded-2xl border border-slate-800 bg-slate-900/70 p-6"
      >
        <div className="grid gap-1">
          <h1 id={`${id}-title`} className="text-2xl font-black tracking-tight text-white">
            Admin Access Required
          </h1>
          <p className="text-sm text-slate-400">Enter your admin license key to curate games.</p>
        </div>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-key`} className={labelClass}>
            Admin license key
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-key`}
              type={shown ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              className={cn(inputClass, 'min-w-0 flex-1 font-mono')}
              value={key}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setKey(event.target.value)}
            />
            <Button
              type="button"
              variant="outline"
              aria-controls={`${id}-key`}
              onClick={() => setShown((value) => !value)}
            >
              {shown ? 'Hide key' : 'Show key'}
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-300">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={verifying} className="w-full">
            {verifying ? 'Verifying...' : 'Access Admin Dashboard'}
          </Button>
        </form>
      </section>
    </main>
  );
}
