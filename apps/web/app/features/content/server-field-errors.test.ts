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
});
