import { describe, expect, it } from 'vitest';
import type { ShopInfo } from '../../../contract/shop.ts';
import {
  changedFields,
  EMPTY_DRAFT,
  hasChanges,
  imageProblem,
  linkProblem,
  noticeChoices,
  shownText,
  tooManyPromotions,
} from './salon-form.ts';

const saved: ShopInfo = {
  id: 1,
  companyName: 'Luxe Nails & Spa',
  email: 'hello@luxe.example',
  phone: '5550100000',
  bannerUrl: null,
  facebookUrl: '',
  instagramUrl: 'https://instagram.com/luxe',
  googleUrl: '',
  yelpUrl: '',
  address: '12 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  apiKey: 'key',
  showPromotion: false,
  promotionUrls: [],
  timezone: 'America/Los_Angeles',
  cancelNoticeMinutes: 120,
};

describe('salon information form', () => {
  it('sends nothing when nothing changed, typed-back or blank-padded values included', () => {
    expect(changedFields(saved, EMPTY_DRAFT)).toEqual({});
    expect(
      hasChanges(changedFields(saved, { text: { city: ' Austin ', zip: '78701' }, showPromotion: false })),
    ).toBe(false);
  });

  it('sends only the changed fields, trimmed, with the images chosen', () => {
    const update = changedFields(saved, {
      text: { city: 'Dallas ', address: '12 Main St', facebookUrl: 'https://facebook.com/luxe' },
      showPromotion: true,
      banner: { base64: 'AAA', preview: 'data:' },
      promotions: [],
    });
    expect(update).toEqual({
      city: 'Dallas',
      facebookUrl: 'https://facebook.com/luxe',
      showPromotion: true,
      bannerBase64: 'AAA',
      base64Promotion: [],
    });
  });

  it('sends the notice for online changes when it differs, and names each choice', () => {
    expect(changedFields(saved, { text: {}, cancelNoticeMinutes: 120 })).toEqual({});
    expect(changedFields(saved, { text: {}, cancelNoticeMinutes: 1440 })).toEqual({
      cancelNoticeMinutes: 1440,
    });
    expect(noticeChoices(90).map((c) => c.label)).toEqual([
      'Until it starts',
      '1 hour before',
      '90 minutes before',
      '2 hours before',
      '4 hours before',
      '12 hours before',
      '1 day before',
      '2 days before',
    ]);
    expect(noticeChoices(120)).toHaveLength(7);
  });

  it('shows the draft over the saved value', () => {
    expect(shownText(saved, { text: { city: '' } }, 'city')).toBe('');
    expect(shownText(saved, EMPTY_DRAFT, 'city')).toBe('Austin');
  });

  it('checks images, promotions and links as the server does', () => {
    expect(imageProblem({ size: 2_000_000, type: 'image/png' })).toBeNull();
    expect(imageProblem({ size: 2_000_001, type: 'image/jpeg' })).toBe(
      'A banner or promotion image can be at most 2 MB.',
    );
    expect(imageProblem({ size: 10, type: 'image/gif' })).toBe(
      'Banner and promotion images must be PNG or JPEG.',
    );
    expect(tooManyPromotions(3)).toBeNull();
    expect(tooManyPromotions(4)).toBe('Choose at most 3 promotion images.');
    expect(linkProblem('')).toBeNull();
    expect(linkProblem(' https://yelp.com/biz/luxe ')).toBeNull();
    expect(linkProblem('yelp.com/luxe')).toBe('Start the link with http:// or https://');
  });
});
