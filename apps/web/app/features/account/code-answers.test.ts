import { describe, expect, it } from 'vitest';
import {
  codeFieldMessage,
  codeFieldRefusal,
  detailsAnswer,
  isCodeSent,
  signupAnswer,
} from './code-answers.ts';

describe('answers that may ask for a code', () => {
  it('tells a code sent from the finished result', () => {
    const sent = signupAnswer.parse({ email: 'a@example.com', resend_after: 30, expires_in_minutes: 10 });
    expect(isCodeSent(sent)).toBe(true);
    const user = { id: 1, name: 'Mona', email: 'a@example.com', phone: null, phone_verified: 0 };
    const done = signupAnswer.parse({ token: 't', expires_at: '2030-01-01T00:00:00.000Z', user });
    expect(isCodeSent(done)).toBe(false);
    expect(isCodeSent(detailsAnswer.parse(user))).toBe(false);
  });

  it('puts a refusal beside the code field unless the API named another field', () => {
    expect(codeFieldRefusal('The code is not correct. 4 tries left.')).toBe(
      'code: The code is not correct. 4 tries left.',
    );
    expect(codeFieldRefusal('phone: Invalid phone number')).toBe('phone: Invalid phone number');
  });

  it('shows a refusal beside the code field without naming the field', () => {
    expect(codeFieldMessage('The code is not correct. 4 tries left.')).toBe(
      'The code is not correct. 4 tries left.',
    );
    expect(codeFieldMessage('code: Code is required')).toBe('Code is required');
  });
});
