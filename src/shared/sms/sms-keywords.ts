/**
 * Carrier keywords for a text sent to our number (api-contracts.md section e). A keyword counts
 * only as the whole message, trimmed and case-insensitive: 'stop' opts out, 'stop sending me
 * picks' does not.
 */
export type SmsKeyword = 'stop' | 'start' | 'help';

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP']);
const HELP_WORDS = new Set(['HELP', 'INFO']);

/**
 * `optOutType` is Twilio's own classification (Advanced Opt-Out on a Messaging Service), which wins
 * when present because Twilio has already acted on it.
 */
export function smsKeyword(body: string | undefined, optOutType?: string): SmsKeyword | null {
  const type = optOutType?.trim().toUpperCase();
  if (type === 'STOP') return 'stop';
  if (type === 'START') return 'start';
  if (type === 'HELP') return 'help';
  const word = (body ?? '').trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (HELP_WORDS.has(word)) return 'help';
  return null;
}
