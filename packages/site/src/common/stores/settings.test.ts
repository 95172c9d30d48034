import { afterEach, describe, expect, it } from 'vitest';
import { flag, settings } from './settings.ts';

describe('settings flags', () => {
  afterEach(() => {
    settings.flags = {};
  });

  it('reads a module id as on only when it was enabled', () => {
    settings.flags = { FREEPLAY3: true, MOBILENUMREG3: false };
    expect(flag('FREEPLAY3')).toBe(true);
    expect(flag('MOBILENUMREG3')).toBe(false);
    expect(flag('CHNGPASSVERIF3')).toBe(false);
  });
});
