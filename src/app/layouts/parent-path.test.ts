import { describe, expect, it } from 'vitest';
import { parentPath } from './parent-path.ts';

describe('the back arrow with no screen to go back to', () => {
  it('leads to the declared parent, else one level up, else home', () => {
    expect(parentPath('/appointment/12', '/appointments')).toBe('/appointments');
    expect(parentPath('/ticketDetailV2/12/adjust-tip')).toBe('/ticketDetailV2/12');
    expect(parentPath('/ticketdetail')).toBe('/');
    expect(parentPath('/')).toBe('/');
    expect(parentPath('/staff-information/')).toBe('/');
  });
});
