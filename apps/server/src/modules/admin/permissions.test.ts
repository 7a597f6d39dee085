import { ADMIN_PERMISSIONS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { can } from './permissions.ts';

describe('operator role permissions', () => {
  it('lets super do everything the console can ask for', () => {
    expect(ADMIN_PERMISSIONS.filter((p) => !can('super', p))).toEqual([]);
  });

  it('keeps money and configuration with super', () => {
    for (const role of ['reviewer', 'support'] as const) {
      expect(can(role, 'members.adjust')).toBe(false);
      expect(can(role, 'config.set')).toBe(false);
    }
  });
});
