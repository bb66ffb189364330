import { readFileSync } from 'node:fs';
import type { RatingConfig } from '../ratings/rating-config';

/** The sections of a RatingConfig a parameter file may overlay. */
export type ConfigSection = 'ridge' | 'elo' | 'priors' | 'quarterbacks' | 'lines' | 'blend';

export type ConfigOverlay = Partial<Record<ConfigSection, object>>;

/** `config` with each section's keys replaced by the overlay's (the shape tune.ts prints). */
export function overlayConfig(config: RatingConfig, overlay: ConfigOverlay): RatingConfig {
  let out = config;
  for (const [section, values] of Object.entries(overlay) as [ConfigSection, object][]) {
    out = { ...out, [section]: { ...out[section], ...values } };
  }
  return out;
}

export function readOverlay(file: string): ConfigOverlay {
  return JSON.parse(readFileSync(file, 'utf8')) as ConfigOverlay;
}
