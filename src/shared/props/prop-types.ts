/**
 * Player-prop kinds: the names shown on cards, how people type them, and The Odds API market keys
 * (api-contracts.md section a, event odds). Order matters for matching typed text: combined and
 * more specific kinds come before the kinds they contain ('rush + rec yards' before 'rush yards',
 * 'receiving yards' before 'receptions').
 */

export interface PropKind {
  name: string;
  /** Case-insensitive, matched against the typed text. */
  pattern: RegExp;
  /** The Odds API market key, when it has one. */
  market: string | null;
}

const W = String.raw`(?![\p{L}\p{N}])`;

export const PROP_KINDS: readonly PropKind[] = [
  {
    name: 'Rushing + Receiving Yards',
    pattern: new RegExp(String.raw`rush(?:ing)?\s*(?:\+|&|and)\s*rec(?:eiving)?\s*(?:yds|yards)${W}`, 'iu'),
    market: 'player_rush_reception_yds',
  },
  {
    name: 'Pass + Rush Yards',
    pattern: new RegExp(String.raw`pass(?:ing)?\s*(?:\+|&|and)\s*rush(?:ing)?\s*(?:yds|yards)${W}`, 'iu'),
    market: 'player_pass_rush_yds',
  },
  {
    name: 'Anytime TD',
    pattern: /any\s*time\s*(?:td|touchdown)s?(?![\p{L}\p{N}])|\batd\b/iu,
    market: 'player_anytime_td',
  },
  {
    name: 'First TD',
    pattern: /(?:first|1st)\s*(?:td|touchdown)(?:\s*scorer)?(?![\p{L}\p{N}])/iu,
    market: 'player_1st_td',
  },
  {
    name: 'Longest Completion',
    pattern: /longest\s*(?:pass(?:ing)?\s*)?completion/iu,
    market: 'player_pass_longest_completion',
  },
  { name: 'Longest Rush', pattern: /longest\s*rush(?:ing)?(?:\s*attempt)?/iu, market: 'player_rush_longest' },
  {
    name: 'Longest Reception',
    pattern: /longest\s*(?:reception|catch)/iu,
    market: 'player_reception_longest',
  },
  {
    name: 'Passing Yards',
    pattern: new RegExp(String.raw`pass(?:ing)?\s*(?:yds|yards|yd)${W}`, 'iu'),
    market: 'player_pass_yds',
  },
  {
    name: 'Passing TDs',
    pattern: new RegExp(String.raw`pass(?:ing)?\s*(?:tds?|touchdowns?)${W}`, 'iu'),
    market: 'player_pass_tds',
  },
  {
    name: 'Pass Completions',
    pattern: new RegExp(String.raw`(?:pass(?:ing)?\s*)?(?:completions|comps?)${W}`, 'iu'),
    market: 'player_pass_completions',
  },
  {
    name: 'Pass Attempts',
    pattern: new RegExp(String.raw`pass(?:ing)?\s*(?:attempts|atts?)${W}`, 'iu'),
    market: 'player_pass_attempts',
  },
  {
    name: 'Interceptions',
    pattern: new RegExp(String.raw`(?:interceptions?|ints?|picks thrown)${W}`, 'iu'),
    market: 'player_pass_interceptions',
  },
  {
    name: 'Rushing Yards',
    pattern: new RegExp(String.raw`rush(?:ing)?\s*(?:yds|yards|yd)${W}`, 'iu'),
    market: 'player_rush_yds',
  },
  {
    name: 'Rushing Attempts',
    pattern: new RegExp(String.raw`(?:rush(?:ing)?\s*(?:attempts|atts?)|carries)${W}`, 'iu'),
    market: 'player_rush_attempts',
  },
  {
    name: 'Receiving Yards',
    pattern: new RegExp(String.raw`(?:rec(?:eiving)?|reception)\s*(?:yds|yards|yd)${W}`, 'iu'),
    market: 'player_reception_yds',
  },
  {
    name: 'Receptions',
    pattern: new RegExp(String.raw`(?:receptions|catches|recs?)${W}`, 'iu'),
    market: 'player_receptions',
  },
  {
    name: 'Tackles + Assists',
    pattern: new RegExp(String.raw`tackles?\s*(?:\+|&|and)\s*assists?${W}`, 'iu'),
    market: 'player_tackles_assists',
  },
  { name: 'Sacks', pattern: new RegExp(String.raw`sacks?${W}`, 'iu'), market: 'player_sacks' },
];

/** The markets the refresh asks The Odds API for by default (each costs credits per event). */
export const DEFAULT_PROP_MARKETS: readonly string[] = [
  'player_pass_yds',
  'player_rush_yds',
  'player_reception_yds',
  'player_receptions',
  'player_anytime_td',
];

/** 'player_pass_yds' → 'Passing Yards'; alternates share their base name; unknown keys are titled. */
export function propTypeForMarket(market: string): string {
  const base = market.replace(/_alternate$/, '');
  const kind = PROP_KINDS.find((k) => k.market === base);
  if (kind) return kind.name;
  return base
    .replace(/^player_/, '')
    .split('_')
    .filter((w) => w !== '')
    .map((w) => (w === 'td' || w === 'tds' ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Bookmaker keys The Odds API uses for US books, as users know them; others are title-cased. */
const BOOK_TITLES: Readonly<Record<string, string>> = {
  draftkings: 'DraftKings',
  fanduel: 'FanDuel',
  betmgm: 'BetMGM',
  williamhill_us: 'Caesars',
  betrivers: 'BetRivers',
  bovada: 'Bovada',
  betonlineag: 'BetOnline.ag',
  mybookieag: 'MyBookie.ag',
  lowvig: 'LowVig.ag',
  espnbet: 'ESPN BET',
  fanatics: 'Fanatics',
  hardrockbet: 'Hard Rock Bet',
  ballybet: 'Bally Bet',
  betparx: 'betPARX',
  pointsbetus: 'PointsBet (US)',
  superbook: 'SuperBook',
  wynnbet: 'WynnBET',
  unibet_us: 'Unibet',
};

export function bookTitle(key: string): string {
  return (
    BOOK_TITLES[key] ??
    key
      .split('_')
      .filter((w) => w !== '')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ')
  );
}
