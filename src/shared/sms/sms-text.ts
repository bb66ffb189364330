import { formatEdgePercentage, unitsText } from '../display/edge-display';
import { formatPoint, plainNumber } from '../pricing/format-bet';
import { weekdayTimeText } from '../calendar/eastern-time';

/**
 * Every text the product sends is written here, so the admin preview, the tests and the outbox
 * agree. Generated texts stay within two SMS segments (320 characters).
 */
export const SMS_MAX_LENGTH = 320;

/** Cuts a text to `max` characters on a word boundary, ending with an ellipsis. */
export function fitSms(text: string, max = SMS_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function confirmationText(input: {
  productName: string;
  optedInForPicks: boolean;
  optedInForLineMovements: boolean;
}): string {
  const topics =
    input.optedInForPicks && input.optedInForLineMovements
      ? ' for new picks and line movements'
      : input.optedInForLineMovements
        ? ' for line movements'
        : input.optedInForPicks
          ? ' for new picks'
          : '';
  return fitSms(
    `${input.productName}: You're subscribed to SMS alerts${topics}. Msg frequency varies. ` +
      'Msg & data rates may apply. Reply HELP for help. Reply STOP to opt out.',
  );
}

export function helpText(input: { productName: string; supportEmail: string }): string {
  return fitSms(
    `${input.productName} alerts: new picks and line movements for license holders. ` +
      `Support: ${input.supportEmail}. Msg & data rates may apply. Reply STOP to opt out.`,
  );
}

export interface PickTextInput {
  productName: string;
  awayTeam: string;
  homeTeam: string;
  kickoff: Date;
  betString: string;
  /** The sportsbook the price is at: every text names it (a price means nothing without its book). */
  book: string;
  units: number;
  /** Percent, e.g. 4.8. */
  edge: number;
}

export function pickText(input: PickTextInput): string {
  return fitSms(
    `${input.productName} new pick: ${input.awayTeam} @ ${input.homeTeam}, ${weekdayTimeText(input.kickoff)}. ` +
      `${input.betString} at ${input.book}, ${unitsText(input.units)}, ${formatEdgePercentage(input.edge)} edge. 21+, bet responsibly.`,
  );
}

export function lineMoveText(input: {
  productName: string;
  betString: string;
  /** A total's number is unsigned ('44.5 to 46'); a spread's is signed. Default: a spread. */
  market?: 'spread' | 'total' | undefined;
  fromLine: number;
  toLine: number;
  book: string;
}): string {
  const point = input.market === 'total' ? plainNumber : formatPoint;
  return fitSms(
    `${input.productName} line move: our pick ${input.betString}. ${input.book} moved the line from ` +
      `${point(input.fromLine)} to ${point(input.toLine)}.`,
  );
}

export interface AnnouncementPick {
  awayTeam: string;
  homeTeam: string;
  betString: string;
  /** Sportsbook display name. */
  book: string;
  units: number;
  edge: number;
}

/**
 * This week's approved picks, best edge first, as many as fit; the rest are counted
 * ('+2 more on the site') so the text never ends mid-pick.
 */
export function announcementText(input: { productName: string; picks: readonly AnnouncementPick[] }): string {
  return pickListText(`${input.productName} picks this week:`, input.picks);
}

/**
 * The one text a subscriber gets for a batch of newly published picks (Approve All): one pick reads
 * as pickText, more as a digest ('BetLens 3 new picks: …'), best edge first.
 */
export function newPicksText(input: { productName: string; picks: readonly PickTextInput[] }): string {
  const [only] = input.picks;
  if (input.picks.length === 1 && only) return pickText(only);
  return pickListText(`${input.productName} ${input.picks.length} new picks:`, input.picks);
}

function pickListText(head: string, picks: readonly AnnouncementPick[]): string {
  const sorted = [...picks].sort((a, b) => b.edge - a.edge);
  const lines = sorted.map(
    (p) => `${p.awayTeam} @ ${p.homeTeam}: ${p.betString} at ${p.book}, ${unitsText(p.units)}`,
  );
  for (let shown = lines.length; shown >= 1; shown--) {
    const rest = lines.length - shown;
    const text = `${head} ${lines.slice(0, shown).join('; ')}.${rest > 0 ? ` +${rest} more on the site.` : ''}`;
    if (text.length <= SMS_MAX_LENGTH) return text;
  }
  return fitSms(`${head} ${lines[0] ?? ''}`);
}

/** An admin's own words, labelled with the product so the recipient knows who is texting. */
export function customAnnouncementText(productName: string, message: string): string {
  const text = message.replace(/\s+/g, ' ').trim();
  return text.toLowerCase().startsWith(productName.toLowerCase()) ? text : `${productName}: ${text}`;
}
