import type { Company } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { resolveSelection, selectionKeyFor, selectionToStore } from './selected-company';

const company = (id: string): Company => ({
  id,
  company_name: `Company ${id}`,
  shared: false,
  organization: null,
  created_by_user: true,
  created_by: { id: 'u1', username: 'pro', profile_picture: null },
  user_input: [],
  boards: [],
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

const list = [company('a'), company('b'), company('c')];

describe('company selection', () => {
  it('keys the stored selection by user', () => {
    expect(selectionKeyFor('42')).toBe('selected_company:42');
  });

  it('keeps the stored company while it is visible', () => {
    expect(resolveSelection(list, 'b')?.id).toBe('b');
    expect(selectionToStore(list, 'b')).toBeUndefined();
  });

  it('falls back to the first company when the stored one is gone or none was stored', () => {
    expect(resolveSelection(list, 'deleted')?.id).toBe('a');
    expect(resolveSelection(list, null)?.id).toBe('a');
    expect(selectionToStore(list, 'deleted')).toBe('a');
    expect(selectionToStore(list, null)).toBe('a');
  });

  it('is cleared when the user has no company', () => {
    expect(resolveSelection([], 'b')).toBeNull();
    expect(selectionToStore([], 'b')).toBeNull();
    expect(selectionToStore([], null)).toBeUndefined();
  });
});
