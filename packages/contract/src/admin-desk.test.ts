import { describe, expect, it } from 'vitest';
import { jsonChanges, ticketSearch } from './admin-desk.ts';

describe('jsonChanges', () => {
  it('lists the fields that differ, walking into nested objects and comparing arrays whole', () => {
    expect(
      jsonChanges(
        { status: 'received', address: { city: 'Cairo', street: '1 Nile St' }, tags: [1, 2], same: true },
        {
          status: 'repairing',
          address: { city: 'Giza', street: '1 Nile St' },
          tags: [1, 3],
          same: true,
          note: 'x',
        },
      ),
    ).toEqual([
      { field: 'status', before: '"received"', after: '"repairing"' },
      { field: 'address.city', before: '"Cairo"', after: '"Giza"' },
      { field: 'tags', before: '[1,2]', after: '[1,3]' },
      { field: 'note', before: null, after: '"x"' },
    ]);
  });

  it('shows every field of a row created or removed', () => {
    expect(jsonChanges(null, { body: 'Hello' })).toEqual([{ field: 'body', before: null, after: '"Hello"' }]);
    expect(jsonChanges({ on: true }, null)).toEqual([{ field: 'on', before: 'true', after: null }]);
    expect(jsonChanges(null, null)).toEqual([]);
  });

  it('tells a value set to null from a field that was not there', () => {
    expect(jsonChanges({ handled_at: '2026-01-01' }, { handled_at: null })).toEqual([
      { field: 'handled_at', before: '"2026-01-01"', after: 'null' },
    ]);
  });
});

describe('ticketSearch', () => {
  it('reads a tracking code, its six characters, or a phone in either form', () => {
    expect(ticketSearch('srv-7k3q9p')).toEqual({ code: 'SRV-7K3Q9P' });
    expect(ticketSearch('7k3q9p')).toEqual({ code: 'SRV-7K3Q9P' });
    expect(ticketSearch('010 1234 5678')).toEqual({ phone: '01012345678' });
    expect(ticketSearch('+201012345678')).toEqual({ phone: '01012345678' });
    expect(ticketSearch('hello')).toBeNull();
  });
});
