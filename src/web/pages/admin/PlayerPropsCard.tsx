/**
 * 'Player Props': the admin types a prop as free text ('Patrick Mahomes (KC) over 274.5 passing
 * yards'); the server parses it, and the card shows what it understood (player, team, prop type,
 * line) so a misread prop is caught before users see it.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerProp } from '@shared/api/props';
import { Button } from '../../components/ui/button';
import { createProp, fetchAdminProps, removeProp } from '../../lib/admin-api';
import { Badge } from '../../components/picks/picks-ui';
import {
  AdminCard,
  errorMessage,
  inputClass,
  labelClass,
  textareaClass,
  toastError,
  toastSuccess,
} from './admin-ui';

export const ADMIN_PROPS_QUERY_KEY = ['/api/admin/player-props'] as const;
const PROP_TEXT_MAX = 500;

export function PlayerPropsCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const props = useQuery({ queryKey: ADMIN_PROPS_QUERY_KEY, queryFn: fetchAdminProps });
  const [fullText, setFullText] = useState('');
  const [insight, setInsight] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<PlayerProp | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_PROPS_QUERY_KEY });
    // The public props list and the audit log change too.
    void queryClient.invalidateQueries({ queryKey: ['/api/nfl-player-props'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] });
  };

  const create = useMutation({
    mutationFn: createProp,
    onSuccess: (answer) => {
      toastSuccess('Prop Added', answer.message);
      setAdded(answer.prop);
      setFullText('');
      setInsight('');
      refresh();
    },
    onError: (error) => toastError('Prop Failed', error, 'Failed to add prop'),
  });

  const remove = useMutation({
    mutationFn: (prop: PlayerProp) => removeProp(prop.id),
    onSuccess: (answer, prop) => {
      toastSuccess('Prop Removed', answer.message);
      if (added?.id === prop.id) setAdded(null);
      refresh();
    },
    onError: (error) => toastError('Prop Failed', error, 'Failed to remove prop'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fullText.trim() === '')
      return setFormError('Type the prop, e.g. Patrick Mahomes (KC) over 274.5 passing yards');
    setFormError(null);
    create.mutate({ fullText, propInsight: insight });
  };

  const list = props.data?.data ?? [];
  return (
    <AdminCard title="Player Props" titleId="player-props-title">
      <form className="grid gap-3" onSubmit={submit} noValidate>
        <div className="grid gap-1">
          <label htmlFor={`${id}-text`} className={labelClass}>
            Prop
          </label>
          <input
            id={`${id}-text`}
            type="text"
            maxLength={PROP_TEXT_MAX}
            className={inputClass}
            placeholder="Patrick Mahomes (KC) over 274.5 passing yards"
            value={fullText}
            aria-invalid={formError !== null}
            onChange={(event) => setFullText(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-insight`} className={labelClass}>
            Insight (optional)
          </label>
          <textarea
            id={`${id}-insight`}
            maxLength={PROP_TEXT_MAX}
            className={textareaClass}
            value={insight}
            onChange={(event) => setInsight(event.target.value)}
          />
        </div>
        {formError ? (
          <p role="alert" className="text-sm text-red-300">
            {formError}
          </p>
        ) : null}
        <Button type="submit" className="w-fit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add Prop'}
        </Button>
      </form>

      {added ? (
        <div
          role="region"
          aria-label="Parsed prop"
          className="rounded-lg border border-emerald-700 bg-emerald-950/50 p-3"
        >
          <p className="mb-2 text-sm font-semibold text-emerald-100">Parsed as</p>
          <PropFields prop={added} />
        </div>
      ) : null}

      {props.isPending ? (
        <p role="status" className="text-sm text-slate-400">
          Loading props...
        </p>
      ) : props.isError ? (
        <p role="alert" className="text-sm break-words text-red-300">
          {errorMessage(props.error, 'Failed to fetch NFL player props')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-400">No player props yet.</p>
      ) : (
        <ul aria-label="Player props" className="grid max-h-96 gap-2 overflow-y-auto pr-1 text-sm">
          {list.map((prop) => (
            <li key={prop.id} className="grid gap-2 rounded-lg border border-slate-800 p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="min-w-0 break-words text-slate-100">{prop.fullText ?? prop.player ?? 'Prop'}</p>
                <div className="flex items-center gap-2">
                  <Badge tone={prop.source === 'admin' ? 'blue' : 'neutral'}>{prop.source}</Badge>
                  {prop.source === 'admin' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={remove.isPending}
                      aria-label={`Remove prop ${prop.fullText ?? prop.id}`}
                      onClick={() => remove.mutate(prop)}
                    >
                      Remove
                    </Button>
                  ) : null}
                </div>
              </div>
              <PropFields prop={prop} />
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}

function PropFields({ prop }: { prop: PlayerProp }) {
  const fields = [
    { label: 'Player', value: prop.player },
    { label: 'Team', value: prop.team },
    { label: 'Prop type', value: prop.propType },
    { label: 'Line', value: prop.line === null ? null : prop.line.toFixed(1) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs sm:grid-cols-4">
      {fields.map((field) => (
        <div key={field.label} className="grid">
          <dt className="text-slate-400">{field.label}</dt>
          <dd className="font-medium text-slate-100">{field.value ?? 'Not recognised'}</dd>
        </div>
      ))}
    </dl>
  );
}
