import type { GalleryGroup } from '../../../contract/gallery.ts';

/** What a mode does to the selected items. */
export type GalleryAction = 'publish' | 'delete';

/** The tabs of the Images screen (spec part 2 §2): pending items are "Not approved". */
export const GALLERY_TABS = [
  { value: 'PENDING', label: 'Not approved' },
  { value: 'APPROVED', label: 'Public' },
] as const;

/** The selection with `id` added, or removed when it was in. */
export function toggled(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The selected ids still shown (an item deleted or published elsewhere drops out), in the screen's order. */
export function shownSelection(groups: readonly GalleryGroup[], selected: ReadonlySet<number>): number[] {
  return groups.flatMap((g) => g.details.map((d) => d.galleryId)).filter((id) => selected.has(id));
}

/** "3 selected". */
export const selectedText = (n: number) => `${n} selected`;

/** The confirm dialog's question before a delete. */
export const deleteQuestion = (n: number) =>
  n === 1 ? 'You are about to delete 1 item?' : `You are about to delete ${n} items?`;

/** The button that ends a mode, with what it will do. */
export const actionLabel = (action: GalleryAction, n: number) =>
  `${action === 'publish' ? 'Publish' : 'Delete'}${n > 0 ? ` (${n})` : ''}`;
