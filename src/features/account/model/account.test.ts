import { describe, expect, it } from 'vitest';
import { switchQuestion } from './account.ts';

describe('staff account rules', () => {
  it('asks the spec question', () => {
    expect(switchQuestion('Polished Studio')).toBe('Are you want to switch to Polished Studio ?');
  });
});
