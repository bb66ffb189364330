/**
 * Hand-maintained name tables. Only scripts/build-team-catalogue.ts reads this module: it merges these
 * into catalogue-data.ts and fails on any key that does not name a real team, so a typo here cannot
 * silently drop an alias. Edit here, then rerun `npx tsx scripts/build-team-catalogue.ts`.
 *
 * Teams are keyed by NFL id (nflverse abbreviation) or by CFBD school name, exactly as CFBD spells it.
 */
import type { League } from '@shared/league';

export type NflDivision =
  'AFC East' | 'AFC North' | 'AFC South' | 'AFC West' | 'NFC East' | 'NFC North' | 'NFC South' | 'NFC West';

/**
 * Alignment since the 2002 realignment. Seasons 1999-2001 had different divisions; for those use
 * the per-game `div_game` flag in nfl/games.csv rather than this table.
 */
export const NFL_DIVISIONS: Readonly<Record<string, NflDivision>> = {
  BUF: 'AFC East',
  MIA: 'AFC East',
  NE: 'AFC East',
  NYJ: 'AFC East',
  BAL: 'AFC North',
  CIN: 'AFC North',
  CLE: 'AFC North',
  PIT: 'AFC North',
  HOU: 'AFC South',
  IND: 'AFC South',
  JAX: 'AFC South',
  TEN: 'AFC South',
  DEN: 'AFC West',
  KC: 'AFC West',
  LAC: 'AFC West',
  LV: 'AFC West',
  DAL: 'NFC East',
  NYG: 'NFC East',
  PHI: 'NFC East',
  WAS: 'NFC East',
  CHI: 'NFC North',
  DET: 'NFC North',
  GB: 'NFC North',
  MIN: 'NFC North',
  ATL: 'NFC South',
  CAR: 'NFC South',
  NO: 'NFC South',
  TB: 'NFC South',
  ARI: 'NFC West',
  LA: 'NFC West',
  SEA: 'NFC West',
  SF: 'NFC West',
};

/**
 * Nicknames and short forms bettors type that nflverse teams.csv does not carry (it already gives
 * the city, nickname, "NY Giants"-style short location and every source abbreviation).
 */
export const NFL_ALIASES: Readonly<Record<string, readonly string[]>> = {
  ARI: ['Cards'],
  GB: ['Pack'],
  JAX: ['Jags', 'Jacksonville Jags'],
  LA: ['LA Rams', 'St. Louis', 'STL Rams'],
  LAC: ['Bolts', 'San Diego', 'SD Chargers'],
  LV: ['Vegas', 'Oakland', 'OAK Raiders', 'Vegas Raiders'],
  MIA: ['Fins', 'Phins'],
  MIN: ['Vikes'],
  NE: ['Pats'],
  NYG: ['G-Men', 'Big Blue'],
  NYJ: ['Gang Green'],
  PHI: ['Philly'],
  SF: ['Niners', 'Forty Niners', 'San Fran', 'Frisco'],
  TB: ['Bucs', 'Tampa', 'Tampa Bay Bucs'],
  WAS: ['WFT', 'Football Team', 'Redskins'],
};

/**
 * Washington kept the WAS abbreviation through both renames, so nfl/team_abbr_history.csv cannot say
 * which name applied when; these are the last seasons under each old name.
 */
export const WASHINGTON_FORMER_NAMES: readonly { name: string; lastSeason: number }[] = [
  { name: 'Washington Redskins', lastSeason: 2019 },
  { name: 'Washington Football Team', lastSeason: 2021 },
];

/** Franchise names from before the bundled history (1999); aliases only, for old articles and data. */
export const NFL_PRE_1999_NAMES: Readonly<Record<string, readonly string[]>> = {
  ARI: ['Phoenix Cardinals', 'St. Louis Cardinals'],
  IND: ['Baltimore Colts'],
  LV: ['Los Angeles Raiders'],
  NE: ['Boston Patriots'],
  TEN: ['Houston Oilers', 'Tennessee Oilers'],
};

/**
 * The Odds API NCAAF names, where they differ from CFBD's "school mascot" or where more than one
 * spelling has been seen. First entry = what the feed sends now; the rest are kept so older captures
 * and other feeds still resolve. Seen in public code that logs raw Odds API NCAAF captures (2025-26);
 * UTSA, UNLV, UConn, UL Monroe, Miami (OH) and Florida International match CFBD's full name and only
 * appear here for their alternate spellings. FCS names only exist for opponents the feed has listed.
 */
export const CFB_ODDS_API_NAMES: Readonly<Record<string, readonly string[]>> = {
  'App State': ['Appalachian State Mountaineers', 'App State Mountaineers'],
  "Hawai'i": ['Hawaii Rainbow Warriors'],
  'San José State': ['San Jose State Spartans'],
  Massachusetts: ['UMass Minutemen', 'Massachusetts Minutemen'],
  'Southern Miss': ['Southern Mississippi Golden Eagles', 'Southern Miss Golden Eagles'],
  Louisiana: ['Louisiana Ragin Cajuns'],
  'Sam Houston': ['Sam Houston State Bearkats', 'Sam Houston Bearkats'],
  'UL Monroe': ['UL Monroe Warhawks', 'Louisiana Monroe Warhawks', 'Louisiana-Monroe Warhawks'],
  'Miami (OH)': ['Miami (OH) RedHawks', 'Miami RedHawks'],
  Miami: ['Miami Hurricanes', 'Miami (FL) Hurricanes'],
  UConn: ['UConn Huskies', 'Connecticut Huskies'],
  'Florida International': ['Florida International Panthers', 'FIU Panthers'],
  'Alcorn State': ['Alcorn State Braves'],
  'Cal Poly': ['Cal Poly Mustangs'],
  'East Texas A&M': ['Texas A&M-Commerce Lions', 'East Texas A&M Lions'],
  Grambling: ['Grambling State Tigers', 'Grambling Tigers'],
  'Houston Christian': ['Houston Baptist Huskies', 'Houston Christian Huskies'],
  Lamar: ['Lamar Cardinals'],
  'Long Island University': ['LIU Sharks', 'Long Island University Sharks'],
  Maine: ['Maine Black Bears'],
  Nicholls: ['Nicholls State Colonels', 'Nicholls Colonels'],
  'SE Louisiana': ['Southeastern Louisiana Lions', 'SE Louisiana Lions'],
  'The Citadel': ['Citadel Bulldogs', 'The Citadel Bulldogs'],
  'William & Mary': ['William and Mary Tribe'],
  'Youngstown State': ['Youngstown St Penguins', 'Youngstown State Penguins'],
};

/**
 * Everyday and formal names CFBD's `alternate_names` lacks. CFBD's alternates, abbreviations and the
 * FBS mascots are merged in by the generator and need no entry here.
 */
export const CFB_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Alabama: ['Bama'],
  'App State': ['Appalachian St', 'App St'],
  Army: ['Army West Point'],
  'Bowling Green': ['BG'],
  California: ['Cal', 'Cal Berkeley', 'UC Berkeley', 'Berkeley'],
  'Florida Atlantic': ['Florida Atl'],
  'Florida International': ['Florida Intl'],
  'Florida State': ['Noles'],
  'Georgia Tech': ['Ga Tech'],
  'Jacksonville State': ['Jacksonville St', 'Jax St'],
  'James Madison': ['JMU'],
  'Kansas State': ['K-State'],
  Louisiana: ['Louisiana Lafayette', 'Louisiana-Lafayette', 'ULL'],
  'Louisiana Tech': ['La Tech'],
  Massachusetts: ['UMass'],
  Miami: ['Miami (FL)', 'Miami FL', 'Miami Florida', 'Miami Fla'],
  'Miami (OH)': ['Miami Ohio', 'Miami of Ohio', 'Miami University'],
  'Middle Tennessee': ['Middle Tenn', 'Middle Tennessee State'],
  'Mississippi State': ['Miss State', 'Miss St'],
  Missouri: ['Mizzou'],
  'NC State': ['North Carolina State', 'N.C. State'],
  Ohio: ['Ohio U', 'Ohio University'],
  'Oklahoma State': ['Okla State', 'OK State'],
  'Ole Miss': ['Mississippi'],
  Pittsburgh: ['Pitt'],
  'Sam Houston': ['Sam Houston State', 'Sam Houston St'],
  SMU: ['Southern Methodist'],
  'South Carolina': ['S Carolina', 'SCAR'],
  'South Florida': ['USF'],
  'Southern Miss': ['Southern Mississippi'],
  Syracuse: ['Cuse'],
  'Texas A&M': ['TAMU'],
  TCU: ['Texas Christian'],
  Tennessee: ['Vols'],
  UAB: ['Alabama Birmingham'],
  UCF: ['Central Florida'],
  UConn: ['Connecticut'],
  'UL Monroe': ['Louisiana Monroe', 'Louisiana-Monroe', 'UL-Monroe', 'La Monroe'],
  UNLV: ['Nevada Las Vegas'],
  USC: ['Southern California', 'Southern Cal'],
  UTEP: ['UT El Paso'],
  UTSA: ['UT San Antonio'],
  'Virginia Tech': ['Va Tech'],
  'Washington State': ['Wazzu', 'Wash State'],
  'Western Kentucky': ['W Kentucky'],
  // FCS opponents, under the names books and fans use.
  'Arkansas-Pine Bluff': ['UAPB'],
  'Central Connecticut': ['Central Connecticut State', 'CCSU'],
  'East Texas A&M': ['Texas A&M-Commerce', 'Texas A&M Commerce'],
  'Eastern Kentucky': ['EKU'],
  'Eastern Washington': ['EWU'],
  'Florida A&M': ['FAMU'],
  Grambling: ['Grambling State'],
  'Houston Christian': ['Houston Baptist', 'HBU'],
  'Incarnate Word': ['UIW'],
  'Long Island University': ['LIU'],
  McNeese: ['McNeese State'],
  'Mississippi Valley State': ['MVSU'],
  Nicholls: ['Nicholls State'],
  'North Carolina A&T': ['NC A&T'],
  'North Carolina Central': ['NC Central', 'NCCU'],
  'North Dakota State': ['NDSU'],
  Pennsylvania: ['Penn'],
  'Prairie View A&M': ['Prairie View', 'PVAMU'],
  'Sacramento State': ['Sac State'],
  'SE Louisiana': ['Southeastern Louisiana'],
  'Southeast Missouri State': ['SEMO'],
  Southern: ['Southern University'],
  'St. Francis (PA)': ['Saint Francis (PA)'],
  'St. Thomas (MN)': ['St. Thomas', 'Saint Thomas'],
  'Stephen F. Austin': ['SFA'],
  'Tarleton State': ['Tarleton'],
  UAlbany: ['Albany'],
  'UT Martin': ['Tennessee-Martin', 'UTM'],
  'Utah Tech': ['Dixie State'],
};

/**
 * Names that really do mean more than one team; resolveTeam answers "ambiguous" for them rather than
 * guessing. Source-specific lookups still resolve the source's own spelling (CFBD "Miami" is Miami
 * (FL), nflverse "LA" is the Rams).
 */
export const SHARED_ALIASES: readonly { league: League; alias: string; teams: readonly string[] }[] = [
  { league: 'nfl', alias: 'New York', teams: ['NYG', 'NYJ'] },
  { league: 'nfl', alias: 'NY', teams: ['NYG', 'NYJ'] },
  { league: 'nfl', alias: 'Los Angeles', teams: ['LA', 'LAC'] },
  { league: 'nfl', alias: 'LA', teams: ['LA', 'LAC'] },
  { league: 'cfb', alias: 'Miami', teams: ['Miami', 'Miami (OH)'] },
  { league: 'cfb', alias: 'OSU', teams: ['Ohio State', 'Oklahoma State', 'Oregon State'] },
  { league: 'cfb', alias: 'MSU', teams: ['Michigan State', 'Mississippi State'] },
  { league: 'cfb', alias: 'Carolina', teams: ['North Carolina', 'South Carolina'] },
];

/** CFBD conference names of FCS conferences (2021-2024); any other or no conference is 'other'. */
export const FCS_CONFERENCES: ReadonlySet<string> = new Set([
  'AWC',
  'Atlantic Sun',
  'Big Sky',
  'Big South',
  'Big South-OVC',
  'CAA',
  'FCS Independents',
  'Ivy',
  'MEAC',
  'MVFC',
  'NEC',
  'OVC',
  'Patriot',
  'Pioneer',
  'SWAC',
  'Southern',
  'Southland',
  'UAC',
  'Western Athletic',
]);

/**
 * Two different CFBD spellings that fold to the same slug. CFBD's "LAKELAND" played Savannah State
 * on 2023-09-02, the same weekend Lakeland (WI) played Wisconsin-Platteville, so they are not one
 * school and must not share an id.
 */
export const CFB_ID_OVERRIDES: Readonly<Record<string, string>> = {
  LAKELAND: 'lakeland-2',
};
