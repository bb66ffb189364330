/**
 * 'Licenses': list (last 4, e-mail, plan, status, expiry), issue a licence (its key is shown once,
 * with a copy button: the server keeps only a hash), and revoke after a confirmation.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LicenseSummaryDto } from '@shared/api/admin-licenses';
import { PLANS, type Plan } from '@shared/licensing/plans';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { fetchLicenses, issueLicense, revokeLicense } from '../../lib/admin-api';
import { easternLongDayText } from '@shared/calendar/eastern-time';
import { cn } from '../../lib/cn';
import { Badge } from '../../components/picks/picks-ui';
import { AdminCard, errorMessage, inputClass, labelClass, toastError, toastSuccess } from './admin-ui';
import { AUDIT_QUERY_KEY } from './invalidate';

export const LICENSES_QUERY_KEY = ['/api/admin/licenses'] as const;
const DEFAULT_DAYS = '30';

export function LicensesCard() {
  const queryClient = useQueryClient();
  const licenses = useQuery({ queryKey: LICENSES_QUERY_KEY, queryFn: fetchLicenses });
  const [issuedKey, setIssuedKey] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<LicenseSummaryDto | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: LICENSES_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: AUDIT_QUERY_KEY });
  };

  const revoke = useMutation({
    mutationFn: (license: LicenseSummaryDto) => revokeLicense(license.id),
    onSuccess: (answer) => {
      toastSuccess('License Revoked', answer.message);
      setRevoking(null);
      refresh();
    },
    onError: (error) => toastError('Revoke Failed', error, 'Failed to revoke license'),
  });

  const list = licenses.data?.licenses ?? [];
  return (
    <AdminCard title="Licenses" titleId="licenses-title">
      <IssueLicenseForm
        onIssued={(key) => {
          setIssuedKey(key);
          refresh();
        }}
      />
      {issuedKey !== null ? <IssuedKey licenseKey={issuedKey} onDone={() => setIssuedKey(null)} /> : null}

      {licenses.isPending ? (
        <p role="status" className="text-sm text-slate-400">
          Loading licenses...
        </p>
      ) : licenses.isError ? (
        <p role="alert" className="text-sm break-words text-red-300">
          {errorMessage(licenses.error, 'Failed to load licenses')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-400">No licenses issued yet.</p>
      ) : (
        <ul aria-label="Issued licenses" className="grid max-h-96 gap-2 overflow-y-auto pr-1 text-sm">
          {list.map((license) => (
            <li
              key={license.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-800 p-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="font-mono text-slate-100">…{license.keyLast4}</p>
                <p className="break-all text-slate-300">{license.email}</p>
                <p className="text-xs text-slate-400">
                  {license.plan} · expires {easternLongDayText(license.expiresAt)} · {license.devices}/
                  {license.maxDevices} devices
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={license.isActive ? 'green' : 'neutral'}>{license.status}</Badge>
                {license.status !== 'revoked' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Revoke license ending ${license.keyLast4}`}
                    onClick={() => setRevoking(license)}
                  >
                    Revoke
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
      >
        <DialogContent>
          <DialogTitle>Revoke License</DialogTitle>
          <DialogDescription>
            {revoking
              ? `Revoke the license ending ${revoking.keyLast4} (${revoking.email})? Its sessions end at once.`
              : ''}
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button
              className="bg-red-500 text-white hover:bg-red-400"
              disabled={revoke.isPending}
              onClick={() => {
                if (revoking) revoke.mutate(revoking);
              }}
            >
              {revoke.isPending ? 'Revoking...' : 'Revoke License'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </AdminCard>
  );
}

function IssueLicenseForm({ onIssued }: { onIssued: (key: string) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState<Plan>('all-access');
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [formError, setFormError] = useState<string | null>(null);

  const issue = useMutation({
    mutationFn: issueLicense,
    onSuccess: (answer) => {
      toastSuccess('License Issued', answer.message);
      setEmail('');
      setDays(DEFAULT_DAYS);
      onIssued(answer.licenseKey);
    },
    onError: (error) => toastError('Issue Failed', error, 'Failed to issue license'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dayCount = Number(days);
    if (email.trim() === '') return setFormError('Enter the buyer’s e-mail address');
    if (!Number.isInteger(dayCount) || dayCount < 1)
      return setFormError('Days must be a whole number of 1 or more');
    setFormError(null);
    issue.mutate({ email: email.trim(), plan, days: dayCount });
  };

  return (
    <form
      className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      onSubmit={submit}
      noValidate
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-email`} className={labelClass}>
          Buyer e-mail
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          className={inputClass}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-plan`} className={labelClass}>
          Plan
        </label>
        <select
          id={`${id}-plan`}
          className={inputClass}
          value={plan}
          onChange={(event) => setPlan(event.target.value as Plan)}
        >
          {PLANS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-days`} className={labelClass}>
          Days
        </label>
        <input
          id={`${id}-days`}
          type="number"
          min={1}
          max={3650}
          step={1}
          inputMode="numeric"
          className={cn(inputClass, 'sm:w-24')}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={issue.isPending}>
        {issue.isPending ? 'Issuing...' : 'Issue License'}
      </Button>
      {formError ? (
        <p role="alert" className="text-sm text-red-300 sm:col-span-4">
          {formError}
        </p>
      ) : null}
    </form>
  );
}

function IssuedKey({ licenseKey, onDone }: { licenseKey: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(licenseKey);
      setCopied(true);
    } catch {
      toastError('Copy Failed', null, 'Select the key and copy it by hand');
    }
  };
  return (
    <div
      role="region"
      aria-label="New license key"
      className="grid gap-2 rounded-lg border border-emerald-700 bg-emerald-950/60 p-3"
    >
      <p className="text-sm text-emerald-100">Copy this key now: it is shown only once.</p>
      <p className="font-mono text-sm break-all text-white select-all">{licenseKey}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy Key'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
