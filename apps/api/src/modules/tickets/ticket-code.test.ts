import { describe, expect, it } from 'vitest';
import { isTicketCode, TICKET_CODE_ALPHABET } from '@shop/contract/tickets';
import { generateTicketCode } from './ticket-code.ts';

describe('generateTicketCode', () => {
  it('makes SRV- and six characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 500; i += 1) {
      const code = generateTicketCode();
      expect(code).toMatch(/^SRV-[2-9A-HJKMNP-Z]{6}$/);
      expect(isTicketCode(code)).toBe(true);
    }
  });

  it('never uses look-alike characters', () => {
    expect(TICKET_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(new Set(TICKET_CODE_ALPHABET).size).toBe(TICKET_CODE_ALPHABET.length);
  });

  it('draws each character with the picker over the whole alphabet', () => {
    const asked: number[] = [];
    const code = generateTicketCode((max) => {
      asked.push(max);
      return asked.length === 1 ? 0 : max - 1;
    });
    expect(asked).toEqual(Array(6).fill(TICKET_CODE_ALPHABET.length));
    expect(code).toBe('SRV-2ZZZZZ');
  });

  it('spreads over the alphabet (no character is starved)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i += 1) for (const ch of generateTicketCode().slice(4)) seen.add(ch);
    expect(seen.size).toBe(TICKET_CODE_ALPHABET.length);
  });
});
