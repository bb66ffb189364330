/** An inline text link: emerald, underlined on hover, with the site's focus ring. */
export const textLinkClass =
  'font-semibold text-emerald-400 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400';
