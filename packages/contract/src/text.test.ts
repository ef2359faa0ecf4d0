import { describe, expect, it } from 'vitest';
import { addressInput, nameField, signupRequest } from './account.ts';
import { contactRequest, leadRequest } from './content.ts';
import { placeOrderRequest } from './orders.ts';
import { formNameField } from './public-forms.ts';
import { isOneLine, noControlCharacters, withoutControlCharacters } from './text.ts';
import { ticketRequest, trackedTicket } from './tickets.ts';
import { z } from './zod.ts';

type Issues = { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
const messages = (result: Issues) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const ESC = '\u001b';
const NUL = '\u0000';
const RLO = '\u202E';

describe('the text rule', () => {
  it('finds and removes C0 controls (not tab, line feed, carriage return), DEL, C1 controls and direction overrides', () => {
    const unwanted = [
      ...Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)).filter((c) => !'\t\n\r'.includes(c)),
      '\u007F',
      ...Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(0x80 + c)),
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    expect(unwanted).toHaveLength(29 + 1 + 32 + 9);
    for (const char of unwanted) {
      expect(noControlCharacters(`a${char}b`), char.codePointAt(0)?.toString(16)).toBe(false);
      expect(withoutControlCharacters(`a${char}b`)).toBe('ab');
    }
  });

  it('keeps tabs, line breaks, the direction marks and every ordinary character', () => {
    const kept = 'Mona\tAdel\r\nمنى عادل \u200E\u200F 📱 café';
    expect(noControlCharacters(kept)).toBe(true);
    expect(withoutControlCharacters(kept)).toBe(kept);
  });

  it('tells one-line text from text with line breaks', () => {
    expect(isOneLine('Mona Adel\t')).toBe(true);
    for (const br of ['\n', '\r', '\u2028', '\u2029']) expect(isOneLine(`Mona${br}Adel`)).toBe(false);
  });
});

describe("the contract's strings", () => {
  it('drop control characters and direction overrides before any other rule', () => {
    const schema = z.string().trim().min(3).max(6);
    expect(schema.parse(` ${NUL}ab${ESC}[2Jc${RLO} `)).toBe('ab[2Jc');
    // Lengths count what is kept: six NULs and "abc" are three characters.
    expect(
      z
        .string()
        .max(5)
        .parse(`${NUL.repeat(6)}abc`),
    ).toBe('abc');
    expect(z.string().min(1).safeParse(`${NUL}${ESC}`).success).toBe(false);
  });

  it('clean order notes (ESC and NUL), keeping their lines', () => {
    const order = placeOrderRequest.parse({
      address_id: 1,
      payment_method: 1,
      notes: `Ring twice${ESC}[31m\r\nthen call${NUL}`,
    });
    expect(order.notes).toBe('Ring twice[31m\r\nthen call');
  });

  it('clean names and addresses of the account forms', () => {
    expect(nameField.parse(`Mona${RLO}lanruoj.exe`)).toBe('Monalanruoj.exe');
    expect(
      signupRequest.parse({ name: `Mona${NUL} Adel`, email: 'm@example.com', password: 'long enough' }).name,
    ).toBe('Mona Adel');
    const address = addressInput.parse({
      name: 'Mona',
      phone: '01012345678',
      city_id: 1,
      street: `12 Nile St${ESC}[2K\u0085`,
    });
    expect(address.street).toBe('12 Nile St[2K');
  });

  it('clean answers too, so a row stored before the rule reaches no page with its controls', () => {
    const answer = trackedTicket.shape.device.parse(`iPhone${ESC}[31m 15`);
    expect(answer).toBe('iPhone[31m 15');
  });
});

describe('one-line fields of the public forms', () => {
  const ticket = {
    kind: 'hardware',
    device: 'iPhone 15 Pro',
    serial_or_imei: '490154203237518',
    problem: 'The screen stays black after a fall.',
    name: 'Mona Adel',
    phone: '01012345678',
  };

  it('refuse line breaks in names, devices, organisations and interests with a message naming the field', () => {
    expect(formNameField.safeParse('Mona\r\nAdel').error?.issues[0]?.message).toBe(
      'Name must be one line, without line breaks',
    );
    expect(
      messages(ticketRequest.safeParse({ ...ticket, device: 'iPhone\n15', name: 'Mona\nAdel' })),
    ).toEqual([
      'device: Device must be one line, without line breaks',
      'name: Name must be one line, without line breaks',
    ]);
    const lead = {
      kind: 'business',
      organisation: 'Nile\nTech',
      name: 'Mona Adel',
      email: 'mona@example.com',
      phone: '01012345678',
      quantity: 10,
      interest: 'MacBook Air\r\nfor staff',
    };
    expect(messages(leadRequest.safeParse(lead))).toEqual([
      'organisation: Organisation must be one line, without line breaks',
      'interest: Devices of interest must be one line, without line breaks',
    ]);
  });

  it('keep the line breaks of a description or a message, and clean both', () => {
    const parsed = ticketRequest.parse({ ...ticket, problem: `No picture${ESC}[0m.\nStill rings${RLO}.` });
    expect(parsed.problem).toBe('No picture[0m.\nStill rings.');
    const contact = contactRequest.parse({
      name: `Mona${RLO} Adel`,
      email: 'mona@example.com',
      topic: 'Something else',
      message: `First line\nSecond line${NUL}`,
    });
    expect(contact).toMatchObject({ name: 'Mona Adel', message: 'First line\nSecond line' });
  });
});
