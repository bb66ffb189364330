import { describe, expect, it } from 'vitest';
import { highlightTrend, type TrendSegment } from './highlight-trend';

const kinds = (text: string) =>
  highlightTrend(text)
    .filter((s) => s.kind !== 'plain')
    .map((s) => `${s.kind}:${s.text}`);

describe('highlightTrend', () => {
  it('splits a full trend into its parts and loses no character', () => {
    const text =
      'PLAY ATS: Kansas City Chiefs (-3.5) are 18-7 ATS (72%) as home favourites since 2015 (20-5 SU, +10.3 units)';
    const segments = highlightTrend(text);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(kinds(text)).toEqual([
      'action:PLAY ATS',
      'team:Kansas City Chiefs (-3.5)',
      'record:18-7 ATS',
      'percent:72%',
      'record:20-5 SU',
      'units:+10.3 units',
    ]);
  });

  it('lets the longest action phrase win', () => {
    expect(kinds('SLIGHT PLAY ALL: Bills')).toEqual(['action:SLIGHT PLAY ALL']);
    expect(kinds('PLAY ALL home dogs')).toEqual(['action:PLAY ALL']);
    expect(kinds('FADE ALL road favourites')).toEqual(['action:FADE ALL']);
    expect(kinds('TOP VALUE pick')).toEqual(['action:TOP VALUE']);
    expect(kinds('PLAY the over, FADE the public')).toEqual(['action:PLAY', 'action:FADE']);
  });

  it('does not find actions inside longer words', () => {
    expect(kinds('PLAYS and FADED')).toEqual(['caps:PLAYS', 'caps:FADED']);
    expect(kinds('playoff play')).toEqual([]);
  });

  it('recognises team names with a parenthesised line, including college names', () => {
    expect(kinds('Back Miami (OH) (+7) today')).toEqual(['team:Back Miami (OH) (+7)']);
    expect(kinds('FADE: Texas A&M (PK) at home')).toEqual(['action:FADE', 'team:Texas A&M (PK)']);
    expect(kinds('the San Francisco 49ers (-6.5) again')).toEqual(['team:San Francisco 49ers (-6.5)']);
    // A line without a team, or a team without a line, is not a team segment.
    expect(kinds('line (-3.5)')).toEqual([]);
    expect(kinds('Kansas City Chiefs at home')).toEqual([]);
  });

  it('marks records, parenthesised records, percentages, units and ROI', () => {
    expect(kinds('a 12-4-1 ATS mark and (9-3) run')).toEqual(['record:12-4-1 ATS', 'record:(9-3)']);
    expect(kinds('hit 66.7% for -2.2 units')).toEqual(['percent:66.7%', 'units:-2.2 units']);
    expect(kinds('ROI +12.5% or 8% ROI, 1 unit, 3u')).toEqual([
      'units:ROI +12.5%',
      'units:8% ROI',
      'units:1 unit',
      'units:3u',
    ]);
    expect(kinds('a score of 24-17 in week 3')).toEqual([]);
  });

  it('marks other words in capitals and keeps single capitals plain', () => {
    expect(kinds('NFL teams ON THE ROAD in A row')).toEqual(['caps:NFL', 'caps:ON', 'caps:THE', 'caps:ROAD']);
  });

  it('merges neighbouring plain text and handles empty input', () => {
    expect(highlightTrend('')).toEqual([]);
    expect(highlightTrend('just words here')).toEqual<TrendSegment[]>([
      { text: 'just words here', kind: 'plain' },
    ]);
  });

  it('never produces HTML: angle brackets stay in plain text', () => {
    const segments = highlightTrend('<b>PLAY</b>');
    expect(segments.map((s) => s.text).join('')).toBe('<b>PLAY</b>');
    expect(segments.find((s) => s.kind === 'action')?.text).toBe('PLAY');
  });
});
