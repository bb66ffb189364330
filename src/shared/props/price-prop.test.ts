import { describe, expect, it } from 'vitest';
import { priceProp, type BookPropPrice } from './price-prop';

const quote = (
  book: string,
  point: number | null,
  over: number | null,
  under: number | null,
): BookPropPrice => ({ book, bookName: book.toUpperCase(), point, over, under });

describe('priceProp', () => {
  it('two balanced books: fair 50%, fair price -100, edge of -110 is -4.55%', () => {
    const p = priceProp([quote('a', 6.5, -110, -110), quote('b', 6.5, -110, -110)], 6.5);
    expect(p.books).toBe(2);
    expect(p.fairOverProbability).toBeCloseTo(0.5, 12);
    // 0.5 · 100/110 − 0.5 = −0.0454545
    expect(p.overEdge).toBeCloseTo(-4.545454, 5);
    expect(p.underEdge).toBeCloseTo(-4.545454, 5);
    // A tie on edge shows the Over; a tie on price goes to the first book by name.
    expect(p).toMatchObject({ side: 'over', price: -110, book: 'a', bookName: 'A', fairPrice: -100 });
    expect(p.edge).toBeCloseTo(-4.545454, 5);
  });

  it('averages the books’ Shin fair probabilities and takes the best price per side', () => {
    // Book c at +120/−150: implied 5/11 and 3/5, overround 3/55; Shin on two outcomes removes half
    // from each side, so its fair Over is 5/11 − 3/110 = 47/110. Mean with two 50% books:
    // (1/2 + 1/2 + 47/110)/3 = 157/330.
    const p = priceProp(
      [
        quote('a', 6.5, -110, -110),
        quote('b', 6.5, -110, -110),
        quote('c', 6.5, 120, -150),
        // Another point: not at the modal line, so it neither prices nor offers the best price.
        quote('d', 7.5, 200, -300),
      ],
      6.5,
    );
    expect(p.books).toBe(3);
    expect(p.fairOverProbability).toBeCloseTo(157 / 330, 12);
    expect(p.bestOver).toEqual({ price: 120, book: 'c', bookName: 'C' });
    expect(p.bestUnder).toEqual({ price: -110, book: 'a', bookName: 'A' });
    // Over at +120: 157/330 · 2.2 − 1 = 7/150 = +4.667%. Under at −110: 173/330 · 21/11 − 1 = 3/3630.
    expect(p.overEdge).toBeCloseTo((100 * 7) / 150, 9);
    expect(p.underEdge).toBeCloseTo((100 * 3) / 3630, 9);
    expect(p).toMatchObject({ side: 'over', price: 120, book: 'c', bookName: 'C' });
    // Fair Over price: +100 · (173/330)/(157/330) = +110.19.
    expect(p.fairPrice).toBeCloseTo((100 * 173) / 157, 9);
    expect(p.edge).toBeCloseTo((100 * 7) / 150, 9);
  });

  it('shows the Under when its edge is larger', () => {
    // The mirror of the case above: fair Under 157/330, so the Under at +120 is +4.667%.
    const p = priceProp(
      [quote('a', 254.5, -110, -110), quote('b', 254.5, -110, -110), quote('c', 254.5, -150, 120)],
      254.5,
    );
    expect(p.fairOverProbability).toBeCloseTo(173 / 330, 12);
    expect(p.overEdge).toBeCloseTo((100 * 3) / 3630, 9);
    expect(p).toMatchObject({ side: 'under', price: 120, book: 'c' });
    expect(p.edge).toBeCloseTo((100 * 7) / 150, 9);
    expect(p.fairPrice).toBeCloseTo((100 * 173) / 157, 9);
  });

  it('with fewer than two two-way books there is no fair price and no edge', () => {
    const one = priceProp([quote('a', 6.5, -105, -115), quote('b', 6.5, 100, null)], 6.5);
    expect(one.books).toBe(1);
    expect(one).toMatchObject({ fairOverProbability: null, fairPrice: null, edge: null, overEdge: null });
    // The Over is shown at its best price when no fair price can choose a side.
    expect(one).toMatchObject({ side: 'over', price: 100, book: 'b' });
  });

  it('a Yes-only market (anytime TD) shows its best Yes price and nothing fair', () => {
    const p = priceProp([quote('draftkings', null, 120, null), quote('fanduel', null, 110, null)], null);
    expect(p).toMatchObject({ side: 'over', price: 120, book: 'draftkings', fairPrice: null, edge: null });
    expect(priceProp([], 3.5)).toMatchObject({ side: null, price: null, book: null, fairPrice: null });
  });
});
