import type { League } from '@shared/league';

/**
 * `nfl` for the 32 pro teams; `fbs` for CFBD's current FBS list; `fcs` and `other` (Division II, III,
 * NAIA, junior colleges, unknown) only exist because FBS teams play them and history must import.
 */
export type Classification = 'nfl' | 'fbs' | 'fcs' | 'other';

/**
 * Where a spelling comes from. Source-specific lookups are exact and trump the general alias index:
 * CFBD's "Miami" is unambiguous to CFBD, while a person typing "Miami" could mean either Miami.
 */
export const NAME_SOURCES = [
  'oddsApi',
  'cfbd',
  'nflverse',
  'espn',
  'pfr',
  'nflCom',
  'pff',
  'fo',
  'draftKings',
  'sbr',
] as const;
export type NameSource = (typeof NAME_SOURCES)[number];

/** First entry is the spelling the source uses today; later entries are older or alternate spellings. */
export type SourceNames = Readonly<Partial<Record<NameSource, readonly string[]>>>;

export interface TeamVenue {
  readonly name: string;
  readonly city: string | null;
  readonly state: string | null;
  readonly latitude: number;
  readonly longitude: number;
  /** IANA zone, e.g. America/Chicago. */
  readonly timezone: string;
}

/** A name the franchise used in the bundled history (1999 on), up to and including `lastSeason`. */
export interface FormerName {
  readonly name: string;
  readonly abbreviation: string;
  readonly lastSeason: number;
}

export interface Team {
  /**
   * NFL: the current nflverse abbreviation ('KC', 'LV', 'LA'). CFB: a lower-case slug of the CFBD
   * school name ('ohio-state', 'miami-oh', 'san-jose-state'), fixed once issued even if CFBD renames
   * the school, because FCS opponents have no CFBD id in the bundled data.
   */
  readonly id: string;
  readonly league: League;
  readonly classification: Classification;
  /** NFL: 'Kansas City Chiefs'. CFB: the CFBD school name, 'Ohio State'. */
  readonly name: string;
  /** For bet strings: NFL nickname 'Chiefs'; CFB school name. */
  readonly shortName: string;
  /** NFL: nflverse abbreviation; CFB: CFBD abbreviation (FBS only). */
  readonly abbreviation: string | null;
  /** NFL nickname or FBS mascot. */
  readonly mascot: string | null;
  /** NFL 'AFC'/'NFC'; CFB: CFBD conference name ('SEC', 'Big Ten', 'MVFC'). */
  readonly conference: string | null;
  /** NFL 'AFC East'; CFB: CFBD division where one exists ('East' in the Sun Belt). */
  readonly division: string | null;
  /** CFBD/ESPN team id (FBS only). */
  readonly cfbdId: number | null;
  /** Home stadium (FBS only), for travel distance and kickoff local time. */
  readonly venue: TeamVenue | null;
  readonly sourceNames: SourceNames;
  /** Extra spellings a person or a feed may use; some are deliberately shared (see resolveTeam). */
  readonly aliases: readonly string[];
  readonly formerNames: readonly FormerName[];
}

/** Compact generated form of an FCS/lower-division team; expanded to a Team at load. */
export interface LowerDivisionRow {
  readonly id: string;
  readonly name: string;
  readonly conference: string | null;
  readonly classification: 'fcs' | 'other';
  readonly oddsApi?: readonly string[];
  readonly aliases?: readonly string[];
}
