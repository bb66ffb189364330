import { cn } from '../../lib/cn';
import { errorMessage } from './admin-ui';
import type { useApprovalPreview } from './use-approval-preview';

/** The card's "Will publish: …" status: the server's preview of the approval as set, or why it cannot publish. */
export function PublishPreviewStatus({ preview }: { preview: ReturnType<typeof useApprovalPreview> }) {
  const noStakePreview = preview.preview?.noStake != null;
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn(
        'rounded-lg border px-3 py-2 text-sm font-semibold break-words',
        (preview.error && !preview.pricing) || noStakePreview
          ? 'border-amber-500/40 bg-amber-500/10 text-amber-200'
          : 'border-emerald-500/40 bg-emerald-500/10 text-emerald-100',
      )}
    >
      {preview.pricing && !preview.preview
        ? 'Pricing the approval...'
        : preview.error && !preview.pricing
          ? `Cannot publish: ${errorMessage(preview.error, 'the price could not be checked')}`
          : (preview.preview?.text ?? 'Pricing the approval...')}
      {preview.pricing && preview.preview ? (
        <span className="ml-2 text-xs font-normal text-emerald-300">updating...</span>
      ) : null}
    </p>
  );
}
