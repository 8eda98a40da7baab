import {
  MAX_PROMOTIONS,
  MAX_SALON_IMAGE_BYTES,
  noticeText,
  SALON_IMAGE_BAD_TYPE,
  SALON_IMAGE_TOO_LARGE,
  SALON_TEXT_FIELDS,
  type SalonTextField,
  type ShopInfo,
  type ShopUpdate,
} from '../../../contract/shop.ts';

/** The screen's labels of the editable fields, in the screen's order. */
export const FIELD_LABELS: Record<SalonTextField, string> = {
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  facebookUrl: 'Facebook',
  instagramUrl: 'Instagram',
  googleUrl: 'Google',
  yelpUrl: 'Yelp',
};

/** An image chosen on this phone, read as base64 (sent) and as a data URL (shown). */
export interface ChosenImage {
  base64: string;
  preview: string;
}

/**
 * What the manager changed and has not saved: typed texts, the switch, a new banner, new promotions
 * (`[]` removes them). Absent means unchanged.
 */
export interface SalonDraft {
  text: Partial<Record<SalonTextField, string>>;
  showPromotion?: boolean;
  /** How long before its start a booking can still be moved or canceled online, in minutes. */
  cancelNoticeMinutes?: number;
  banner?: ChosenImage;
  promotions?: ChosenImage[];
}

export const EMPTY_DRAFT: SalonDraft = { text: {} };

/** A field as shown: the draft's text, else the saved one. */
export const shownText = (saved: ShopInfo, draft: SalonDraft, field: SalonTextField) =>
  draft.text[field] ?? saved[field];

/**
 * The update to send (spec part 2 §5: only the changed fields): each text that differs from the saved
 * one once trimmed, the switch when it differs, and the images chosen. Empty when nothing changed.
 */
export function changedFields(saved: ShopInfo, draft: SalonDraft): ShopUpdate {
  const update: ShopUpdate = {};
  for (const field of SALON_TEXT_FIELDS) {
    const typed = draft.text[field];
    if (typed !== undefined && typed.trim() !== saved[field]) update[field] = typed.trim();
  }
  if (draft.showPromotion !== undefined && draft.showPromotion !== saved.showPromotion) {
    update.showPromotion = draft.showPromotion;
  }
  if (draft.cancelNoticeMinutes !== undefined && draft.cancelNoticeMinutes !== saved.cancelNoticeMinutes) {
    update.cancelNoticeMinutes = draft.cancelNoticeMinutes;
  }
  if (draft.banner) update.bannerBase64 = draft.banner.base64;
  if (draft.promotions) update.base64Promotion = draft.promotions.map((p) => p.base64);
  return update;
}

export const hasChanges = (update: ShopUpdate) => Object.keys(update).length > 0;

/** Why a chosen banner or promotion cannot be used (PNG or JPEG, at most 2 MB), or null. */
export function imageProblem(file: { size: number; type: string }): string | null {
  if (!/^image\/(png|jpeg)$/.test(file.type)) return SALON_IMAGE_BAD_TYPE;
  if (file.size > MAX_SALON_IMAGE_BYTES) return SALON_IMAGE_TOO_LARGE;
  return null;
}

/** The promotions refusal when more images are chosen than a salon shows. */
export const tooManyPromotions = (n: number) =>
  n > MAX_PROMOTIONS ? `Choose at most ${MAX_PROMOTIONS} promotion images.` : null;

/** A link as typed is fine when empty or an http(s) address (the server says the same). */
export const linkProblem = (value: string) =>
  /^(https?:\/\/[^\s]+)?$/.test(value.trim()) ? null : 'Start the link with http:// or https://';

/** The notices a salon chooses from for online changes of a booking, in minutes (the saved one kept too). */
const NOTICES = [0, 60, 120, 240, 720, 1440, 2880];

/** A notice as the select says it: "Until it starts", "2 hours before", "1 day before", "90 minutes before". */
export function noticeLabel(minutes: number): string {
  return minutes === 0 ? 'Until it starts' : `${noticeText(minutes)} before`;
}

/** The select's choices, with the saved notice among them whatever it is. */
export function noticeChoices(saved: number): { value: string; label: string }[] {
  return [...new Set([...NOTICES, saved])]
    .sort((a, b) => a - b)
    .map((m) => ({ value: String(m), label: noticeLabel(m) }));
}
