/** The full-page 'Loading...' state (dashboard login check, lazy routes). Fills the viewport, so no shift. */
export function PageLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh items-center justify-center text-slate-300"
    >
      <span className="inline-flex items-center gap-3 text-base">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-slate-600 border-t-emerald-400 motion-reduce:animate-none"
        />
        Loading...
      </span>
    </div>
  );
}
