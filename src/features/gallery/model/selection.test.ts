import { describe, expect, it } from 'vitest';
import type { GalleryGroup } from '../../../contract/gallery.ts';
import { actionLabel, deleteQuestion, selectedText, shownSelection, toggled } from './selection.ts';

const item = (galleryId: number) => ({
  galleryId,
  urlImage: `/media/sample/${galleryId}.svg`,
  createdDate: '11-20-2026',
  mediaType: 'image' as const,
  status: 'PENDING' as const,
});
const groups: GalleryGroup[] = [
  { staffId: 1, staffName: 'Mai Pham', avatar: null, details: [item(5), item(3)] },
  { staffId: 2, staffName: 'Lily Tran', avatar: null, details: [item(9)] },
];

describe('gallery selection', () => {
  it('toggles an id in and out without changing the given set', () => {
    const empty = new Set<number>();
    const one = toggled(empty, 3);
    expect([...one]).toEqual([3]);
    expect(empty.size).toBe(0);
    expect([...toggled(one, 3)]).toEqual([]);
  });
  it('sends only the selected items still shown, in the screen order', () => {
    expect(shownSelection(groups, new Set([9, 3, 42]))).toEqual([3, 9]);
    expect(shownSelection([], new Set([1]))).toEqual([]);
  });
  it('words the mode', () => {
    expect(selectedText(2)).toBe('2 selected');
    expect(deleteQuestion(1)).toBe('You are about to delete 1 item?');
    expect(deleteQuestion(4)).toBe('You are about to delete 4 items?');
    expect(actionLabel('publish', 0)).toBe('Publish');
    expect(actionLabel('delete', 3)).toBe('Delete (3)');
  });
});
