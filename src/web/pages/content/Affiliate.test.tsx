import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockFetch } from '../../test/mock-fetch';
import { PUBLIC_CONFIG } from '../../test/fixtures';

function visit(allAccessPrice: string, affiliate = PUBLIC_CONFIG.marketplace.affiliate) {
  const config = {
    ...PUBLIC_CONFIG,
    marketplace: {
      ...PUBLIC_CONFIG.marketplace,
      affiliate,
      plans: {
        ...PUBLIC_CONFIG.marketplace.plans,
        allAccessMonthly: { ...PUBLIC_CONFIG.marketplace.plans.allAccessMonthly, price: allAccessPrice },
      },
    },
  };
  mockFetch({ 'GET /api/public-config': { body: config } });
  return renderApp({ path: '/affiliate' });
}

describe('/affiliate', () => {
  it('computes the commission from the configured All-Access price', async () => {
    visit('$14.99');
    const benefits = await screen.findByRole('region', { name: 'Why join' });
    expect(await within(benefits).findByText('$3')).toBeInTheDocument();
    expect(benefits).toHaveTextContent('About $3 on every $14.99 All-Access monthly sale');
    expect(benefits).toHaveTextContent('30-day cookie');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Earn 20% recommending BetLens');
  });

  it("states the operator's terms (AFFILIATE_COMMISSION_PERCENT, AFFILIATE_COOKIE_DAYS)", async () => {
    visit('$20', { commissionRate: 0.25, cookieDays: 45 });
    const benefits = await screen.findByRole('region', { name: 'Why join' });
    expect(await within(benefits).findByText('$5')).toBeInTheDocument();
    expect(benefits).toHaveTextContent('45-day cookie');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Earn 25% recommending BetLens',
    );
  });

  it('follows a price change', async () => {
    visit('$19.99');
    const benefits = await screen.findByRole('region', { name: 'Why join' });
    expect(await within(benefits).findByText('$4')).toBeInTheDocument();
    expect(benefits).toHaveTextContent('on every $19.99 All-Access');
  });

  it('leaves the dollar figure out when the price is not a plain amount', async () => {
    visit('Contact us');
    const benefits = await screen.findByRole('region', { name: 'Why join' });
    expect(await within(benefits).findByText('20% of every plan your referrals buy.')).toBeInTheDocument();
  });

  it('joins through the configured affiliate page in a new tab', async () => {
    visit('$14.99');
    const joins = await screen.findAllByRole('link', {
      name: /Join the Affiliate Program|Become an Affiliate/,
    });
    expect(joins).toHaveLength(2);
    for (const link of joins) {
      await expect.poll(() => link.getAttribute('href')).toBe(PUBLIC_CONFIG.marketplace.affiliateUrl);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('region', { name: 'How it works' })).toBeInTheDocument();
  });
});
