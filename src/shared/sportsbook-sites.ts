/**
 * The sportsbook sites the browser extension works on, and the ones it does not (admin spec: "the
 * extension works only on supported sportsbook domains; three are named as supported; three
 * others block the overlay"). The ONE list: the extension's manifest match patterns are generated
 * from it (scripts/build-extension.ts), its content script and popup read it, and so do the docs
 * and the landing and support pages.
 *
 * A host rule is a host name, optionally with `*` standing for exactly one label
 * ('sports.*.betmgm.com' is sports.nj.betmgm.com) or, as the first label, for any subdomain
 * ('*.sportsbook.fanduel.com').
 */

export interface SportsbookSite {
  readonly id: string;
  /** As users know it, in sentences and lists. */
  readonly name: string;
  readonly hosts: readonly string[];
}

export const SUPPORTED_SPORTSBOOK_SITES = [
  { id: 'draftkings', name: 'DraftKings', hosts: ['sportsbook.draftkings.com'] },
  { id: 'fanduel', name: 'FanDuel', hosts: ['sportsbook.fanduel.com', '*.sportsbook.fanduel.com'] },
  { id: 'betmgm', name: 'BetMGM', hosts: ['sports.betmgm.com', 'sports.*.betmgm.com'] },
] as const satisfies readonly SportsbookSite[];

/** Sites whose pages block the overlay: the extension stays off there and says so. */
export const BLOCKED_SPORTSBOOK_SITES = [
  {
    id: 'caesars',
    name: 'Caesars Sportsbook',
    hosts: ['sportsbook.caesars.com', '*.sportsbook.caesars.com'],
  },
  { id: 'espnbet', name: 'ESPN BET', hosts: ['espnbet.com', '*.espnbet.com'] },
  { id: 'betrivers', name: 'BetRivers', hosts: ['betrivers.com', '*.betrivers.com'] },
] as const satisfies readonly SportsbookSite[];

function hostMatches(rule: string, host: string): boolean {
  const ruleLabels = rule.toLowerCase().split('.');
  const hostLabels = host.toLowerCase().replace(/\.$/, '').split('.');
  if (ruleLabels[0] === '*' && !rule.slice(2).includes('*')) {
    // '*.example.com': any subdomain (at least one more label), not example.com itself.
    const suffix = ruleLabels.slice(1);
    return (
      hostLabels.length > suffix.length && hostLabels.slice(-suffix.length).join('.') === suffix.join('.')
    );
  }
  return (
    ruleLabels.length === hostLabels.length &&
    ruleLabels.every((label, index) => label === '*' || label === hostLabels[index])
  );
}

function siteIn(sites: readonly SportsbookSite[], host: string): SportsbookSite | null {
  return sites.find((site) => site.hosts.some((rule) => hostMatches(rule, host))) ?? null;
}

/** The supported sportsbook a page's host name belongs to, or null. */
export function supportedSiteForHost(host: string): SportsbookSite | null {
  return siteIn(SUPPORTED_SPORTSBOOK_SITES, host);
}

/**
 * The https match pattern that covers a host rule. Match patterns allow `*` only as a whole first
 * label, so 'sports.*.betmgm.com' widens to '*.betmgm.com' (the content script then checks the
 * exact rule with `supportedSiteForHost`). No port: a pattern without one matches any port.
 */
export function matchPatternForHost(rule: string): string {
  const star = rule.lastIndexOf('*');
  const host = star <= 0 ? rule : `*${rule.slice(star + 1)}`;
  return `https://${host}/*`;
}

/** The content script's match patterns: every supported host, de-duplicated, in list order. */
export function supportedMatchPatterns(): string[] {
  return [...new Set(SUPPORTED_SPORTSBOOK_SITES.flatMap((site) => site.hosts.map(matchPatternForHost)))];
}

/** 'DraftKings, FanDuel and BetMGM'. */
export function siteNamesText(sites: readonly SportsbookSite[]): string {
  const names = sites.map((site) => site.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
