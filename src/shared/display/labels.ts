/**
 * Recommendation tier and confidence labels: enum values are shown with underscores as spaces
 * ('STRONG_BUY' → 'STRONG BUY'), and each value maps to a tone the web layer turns into colours.
 */

export function enumLabel(value: string): string {
  return value.replace(/_/g, ' ');
}

export type Tone = 'strong-green' | 'green' | 'yellow' | 'blue' | 'neutral';

export interface LabelStyle {
  readonly text: string;
  readonly tone: Tone;
  /** The pulsing icon of the strongest picks. */
  readonly pulse: boolean;
}

/** Best-bets recommendation tier: STRONG_BUY strongest green and pulsing, BUY green, LEAN yellow. */
export function recommendationTierStyle(tier: string | null | undefined): LabelStyle {
  const value = tier ?? '';
  const tone: Tone =
    value === 'STRONG_BUY'
      ? 'strong-green'
      : value === 'BUY'
        ? 'green'
        : value === 'LEAN'
          ? 'yellow'
          : 'neutral';
  return { text: enumLabel(value), tone, pulse: value === 'STRONG_BUY' };
}

/**
 * The spec's "confidence styling" of recommendation values: STRONG_BET green (and pulsing on the pick
 * card), GOOD_BET yellow, BET blue, anything else neutral.
 */
export function confidenceStyle(recommendation: string | null | undefined): LabelStyle {
  const value = recommendation ?? '';
  const tone: Tone =
    value === 'STRONG_BET' ? 'green' : value === 'GOOD_BET' ? 'yellow' : value === 'BET' ? 'blue' : 'neutral';
  return { text: enumLabel(value), tone, pulse: value === 'STRONG_BET' };
}

/** Confidence level badge (HIGH, MEDIUM, VERY_HIGH, other). */
export function confidenceLevelStyle(level: string | null | undefined): LabelStyle {
  const value = level ?? '';
  const tone: Tone =
    value === 'VERY_HIGH' || value === 'HIGH' ? 'green' : value === 'MEDIUM' ? 'yellow' : 'neutral';
  return { text: enumLabel(value), tone, pulse: false };
}

/**
 * The heading of a pick's written explanation: "AI Analysis" (or "AI Recommendation") only when the
 * text came from the AI writer (explanationSource 'anthropic'); the deterministic template's text is
 * "Model notes". One rule for the site, the overlay and the admin.
 */
export const MODEL_NOTES_LABEL = 'Model notes';

export function explanationLabel(
  source: 'anthropic' | 'template',
  kind: 'analysis' | 'recommendation' = 'analysis',
): string {
  if (source !== 'anthropic') return MODEL_NOTES_LABEL;
  return kind === 'analysis' ? 'AI Analysis' : 'AI Recommendation';
}

/** The AI writer is credited only on text it wrote; the built-in writer's notes carry no credit. */
export function explanationCredit(source: 'anthropic' | 'template'): string | null {
  return source === 'anthropic' ? 'Powered by Claude AI' : null;
}
