/**
 * What every picks surface says while the odds come from the offline replay of a past season
 * (public-config `replay`). One home for the wording, so the site, the overlay and the admin page
 * say the same thing; docs/content.md explains the choices.
 */

export interface ReplayInfo {
  readonly season: number;
}

/** The persistent banner: 'Replay of the 2024 season with simulated sportsbooks: ...'. */
export function replayBannerText(replay: ReplayInfo): string {
  return `Replay of the ${replay.season} season with simulated sportsbooks: game dates are moved to this season and the odds are not real.`;
}

/** The short title of the banner (its accessible name). */
export const REPLAY_BANNER_LABEL = 'Demo replay';

/**
 * The name of a record graded from replayed picks: 'Demo record (2024 replay)'. Never 'this season':
 * the picks were made on simulated prices for games already played.
 */
export function demoRecordLabel(replay: ReplayInfo): string {
  return `Demo record (${replay.season} replay)`;
}

/** The name of a record graded from replayed picks when the replayed season is not known. */
export const DEMO_RECORD_LABEL = 'Demo record (replay)';

/** The record's title: the demo label while replaying, else '2025 Season'. */
export function recordTitle(season: number, replay: ReplayInfo | null, simulated: boolean): string {
  if (replay) return demoRecordLabel(replay);
  if (simulated) return DEMO_RECORD_LABEL;
  return `${season} Season`;
}

/** Who the record is, for the line under a record's heading. */
export function recordIntroText(replay: ReplayInfo | null, simulated: boolean): string {
  if (replay || simulated) {
    const label = replay ? demoRecordLabel(replay) : DEMO_RECORD_LABEL;
    return `${label}: every pick published on the replay's simulated prices, graded against the real final scores — losses included.`;
  }
  return 'Every published pick this season, graded — losses included.';
}

/** Before the first graded pick. */
export function noGradedPicksText(replay: ReplayInfo | null, simulated: boolean): string {
  return replay || simulated ? 'No graded picks yet in the demo record' : 'No graded picks yet this season';
}
