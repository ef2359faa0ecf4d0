import { describe, expect, it } from 'vitest';
import {
  isValidImei,
  normalizeTicketCode,
  serialOrImeiField,
  ticketCodeField,
  ticketRequest,
} from './tickets.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('tracking code field', () => {
  it('accepts the code in any case, with spaces or without the SRV- prefix', () => {
    expect(ticketCodeField.parse(' srv-7k3q9p ')).toBe('SRV-7K3Q9P');
    expect(ticketCodeField.parse('7K3Q9P')).toBe('SRV-7K3Q9P');
    expect(normalizeTicketCode('SRV - 7K3 Q9P')).toBe('SRV-7K3Q9P');
  });

  it('names what is wrong', () => {
    expect(firstMessage(ticketCodeField.safeParse(''))).toBe('Tracking code is required');
    expect(firstMessage(ticketCodeField.safeParse('SRV-7K3Q9'))).toMatch(/tracking code from your SMS/);
    // 0, O, 1, I and L are never in a code.
    expect(ticketCodeField.safeParse('SRV-0K3Q9P').success).toBe(false);
  });
});

describe('serial number or IMEI', () => {
  it('checks the IMEI check digit', () => {
    expect(isValidImei('490154203237518')).toBe(true);
    expect(isValidImei('490154203237519')).toBe(false);
    expect(isValidImei('49015420323751')).toBe(false);
  });

  it('accepts an IMEI with spaces or a serial number, in capitals', () => {
    expect(serialOrImeiField.parse('49 015420 323751 8')).toBe('490154203237518');
    expect(serialOrImeiField.parse('f2lx-9kq1')).toBe('F2LX9KQ1');
  });

  it('refuses the rest with a message each', () => {
    expect(firstMessage(serialOrImeiField.safeParse(''))).toBe('Serial number or IMEI is required');
    expect(firstMessage(serialOrImeiField.safeParse('ABC12'))).toMatch(/15-digit IMEI or a serial number/);
    expect(firstMessage(serialOrImeiField.safeParse('A'.repeat(21)))).toMatch(/6 to 20/);
    expect(firstMessage(serialOrImeiField.safeParse('ABC#123'))).toMatch(/letters and digits only/);
    expect(firstMessage(serialOrImeiField.safeParse('490154203237519'))).toBe(
      'This IMEI is not valid: check the 15 digits',
    );
  });
});

describe('service request', () => {
  const good = {
    kind: 'hardware',
    device: 'iPhone 15 Pro',
    serial_or_imei: '490154203237518',
    problem: 'The screen stays black after a fall.',
    name: 'Mona Adel',
    phone: '01012345678',
  };

  it('takes an empty e-mail as none and keeps a given one in lower case', () => {
    expect(ticketRequest.parse({ ...good, email: '' }).email).toBeNull();
    expect(ticketRequest.parse({ ...good, email: 'Mona@Example.com' }).email).toBe('mona@example.com');
    expect(ticketRequest.parse(good).email).toBeUndefined();
  });

  it('explains each bad field', () => {
    const result = ticketRequest.safeParse({
      kind: 'plumbing',
      device: '',
      serial_or_imei: '12',
      problem: 'broken',
      name: '',
      phone: '0101234',
      email: 'nope',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      kind: 'Choose hardware or software service',
      device: 'Device is required',
      serial_or_imei: 'Enter the 15-digit IMEI or a serial number of 6 to 20 letters and digits',
      problem: 'Describe the problem in at least 10 characters',
      name: 'Name is required',
      phone: 'Max phone length exceeded',
      email: 'Enter a valid email address',
    });
  });
});
