import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors.ts';

describe('serverFieldErrors', () => {
  it('puts each named field beside its input and keeps the rest as a general message', () => {
    expect(
      serverFieldErrors('email: Enter a valid email address; phone: Invalid phone number', [
        'email',
        'phone',
      ]),
    ).toEqual({
      fields: [
        ['email', 'Enter a valid email address'],
        ['phone', 'Invalid phone number'],
      ],
      rest: '',
    });
    expect(serverFieldErrors('Too many requests. Please wait a moment and try again.', ['email'])).toEqual({
      fields: [],
      rest: 'Too many requests. Please wait a moment and try again.',
    });
    expect(serverFieldErrors('body: expected object; name: Name is required', ['name'])).toEqual({
      fields: [['name', 'Name is required']],
      rest: 'body: expected object',
    });
  });

  it("answers the fields in the form's order, whatever order the message names them in", () => {
    expect(
      serverFieldErrors('phone: Invalid phone number; code: Enter the code; phone: Phone is required', [
        'code',
        'phone',
      ]).fields,
    ).toEqual([
      ['code', 'Enter the code'],
      ['phone', 'Invalid phone number'],
      ['phone', 'Phone is required'],
    ]);
  });

  it('keeps a message that names no field whole, separators included', () => {
    expect(serverFieldErrors('first; second', [])).toEqual({ fields: [], rest: 'first; second' });
  });
});
