import { describe, expect, it } from 'vitest';
import { issueFieldPath } from './issue-field-path';

const values = {
  name: 'Plan',
  monthGroups: [{ name: 'Summer', tiers: [{ upToKwh: null, cost: 0.1 }] }],
};

describe('where a server issue goes in a form', () => {
  it.each([
    { path: 'name', field: 'name' },
    { path: 'monthGroups.0.tiers.0.upToKwh', field: 'monthGroups.0.tiers.0.upToKwh' },
    { path: 'monthGroups.0.tiers', field: 'monthGroups.0.tiers.root' },
    { path: 'monthGroups.0.tiers.3.cost', field: 'monthGroups.0.tiers.root' },
    { path: 'monthGroups.0.unknown', field: 'monthGroups.0' },
    { path: 'version', field: null },
    { path: '', field: null },
  ])('$path → $field', ({ path, field }) => {
    expect(issueFieldPath(values, path)).toBe(field);
  });
});
