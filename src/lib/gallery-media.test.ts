import { describe, expect, it } from 'vitest';
import { formatBytes, uploadedOn, uploadProblem } from './gallery-media.ts';

describe('gallery uploads', () => {
  it('refuses files above 8 MB and of other types', () => {
    expect(uploadProblem({ size: 8_000_000, type: 'image/png' })).toBeNull();
    expect(uploadProblem({ size: 8_000_001, type: 'image/png' })).toBe('Exceed size of image/video');
    expect(uploadProblem({ size: 10, type: 'video/mp4' })).toBeNull();
    expect(uploadProblem({ size: 10, type: 'image/gif' })).toBe(
      'Only PNG, JPEG or video files can be uploaded.',
    );
  });
  it('formats sizes and upload dates', () => {
    expect(formatBytes(8_000_001)).toBe('8.0 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(uploadedOn(['11-20-2026'])).toBe('Uploaded on 11-20-2026');
    expect(uploadedOn(['11-20-2026', '10-02-2026', '01-05-2027'])).toBe(
      'Uploaded on 10-02-2026 – 01-05-2027',
    );
    expect(uploadedOn([])).toBe('');
  });
});
