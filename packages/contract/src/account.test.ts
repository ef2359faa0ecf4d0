import { describe, expect, it } from 'vitest';
import {
  addressInput,
  editProfileRequest,
  facebookLoginRequest,
  nameField,
  signupRequest,
  socialLoginRequest,
} from './account.ts';

const details = { name: 'Mona Adel', email: 'Mona@Example.com', password: 'safe password 1' };

describe('calls that finish with a mailed code', () => {
  it('sign-up takes the details alone, or the details with the code', () => {
    expect(signupRequest.parse(details)).toEqual({ ...details, email: 'mona@example.com' });
    expect(signupRequest.parse({ ...details, code: ' 123456 ' }).code).toBe('123456');
    const empty = signupRequest.safeParse({ ...details, code: '' });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe('Code is required');
  });

  it('social sign-in and the older Facebook call may bring the code that links them', () => {
    expect(socialLoginRequest.parse({ provider: 'google', access_token: 'x'.repeat(20) })).not.toHaveProperty(
      'code',
    );
    expect(
      socialLoginRequest.parse({ provider: 'google', access_token: 'x'.repeat(20), code: '123456' }).code,
    ).toBe('123456');
    expect(facebookLoginRequest.parse({ facebook_access_token: 'x'.repeat(20), code: '654321' }).code).toBe(
      '654321',
    );
  });

  it('the profile edit takes a password to ask for a new e-mail, and the code to confirm it', () => {
    expect(editProfileRequest.parse({ name: 'Mona Adel', email: 'a@example.com' })).toEqual({
      name: 'Mona Adel',
      email: 'a@example.com',
    });
    expect(
      editProfileRequest.parse({ name: 'Mona Adel', email: 'b@example.com', password: 'my password' })
        .password,
    ).toBe('my password');
    const letters = editProfileRequest.safeParse({ name: 'Mona Adel', email: 'b@example.com', code: '12ab' });
    expect(letters.success ? null : letters.error.issues[0]?.message).toBe('Code must contain digits only');
  });
});

describe('one-line account fields', () => {
  it('refuse a line break in a name or an address line, and drop invisible characters', () => {
    expect(nameField.safeParse('Mona\r\nAdmin').success).toBe(false);
    expect(nameField.safeParse('Mona\u202E nimdA').data).toBe('Mona nimdA');
    const address = { name: 'Mona', phone: '01012345678', city_id: 101 };
    expect(addressInput.safeParse({ ...address, street: '12 Nile St\nFloor 3' }).success).toBe(false);
    expect(addressInput.safeParse({ ...address, street: '12 Nile St' }).success).toBe(true);
  });
});
