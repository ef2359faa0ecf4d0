import { describe, expect, it } from 'vitest';
import {
  checkProviderReturn,
  encodeSocialStart,
  readProviderReturn,
  readSocialStart,
  type SocialStart,
} from './social-sign-in.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: object) => `${b64({ alg: 'RS256' })}.${b64(claims)}.signature`;

const facebookStart: SocialStart = {
  provider: 'facebook',
  state: 'state-1',
  nonce: 'nonce-1',
  next: '/checkout',
};
const googleStart: SocialStart = { ...facebookStart, provider: 'google' };

describe('the start kept in a cookie', () => {
  it('reads back what was written, among other cookies', () => {
    const cookies = `a=1; shop_social=${encodeSocialStart(facebookStart)}; b=2`;
    expect(readSocialStart(cookies)).toEqual(facebookStart);
  });

  it('drops a way back that leads off the shop, and ignores what it cannot read', () => {
    const offsite = encodeSocialStart({ ...facebookStart, next: '//elsewhere.example' });
    expect(readSocialStart(`shop_social=${offsite}`)?.next).toBeNull();
    expect(readSocialStart('shop_social=provider%3Dtwitter%26state%3Dx')).toBeNull();
    expect(readSocialStart('other=1')).toBeNull();
  });
});

describe("the provider's answer", () => {
  it("takes Facebook's token from the fragment and Google's ID token", () => {
    expect(readProviderReturn('facebook', '', '#access_token=fb-1&state=state-1')).toEqual({
      kind: 'token',
      token: 'fb-1',
      state: 'state-1',
    });
    expect(readProviderReturn('google', '', '#id_token=g.t.s&state=state-1')).toMatchObject({
      token: 'g.t.s',
    });
  });

  it('reads a cancel from the query (Facebook) or the fragment (Google), and anything else as a refusal', () => {
    expect(readProviderReturn('facebook', '?error=access_denied&error_reason=user_denied', '#_=_').kind).toBe(
      'cancelled',
    );
    expect(readProviderReturn('google', '', '#error=access_denied&state=s').kind).toBe('cancelled');
    expect(readProviderReturn('google', '', '#error=server_error').kind).toBe('refused');
    expect(readProviderReturn('facebook', '', '#id_token=x&state=s').kind).toBe('refused');
  });

  it('uses a token only when it came back to the sign-in this browser started', () => {
    const fb = (state: string | null) => ({ kind: 'token' as const, token: 'fb-1', state });
    expect(checkProviderReturn('facebook', fb('state-1'), facebookStart)).toEqual({
      ok: true,
      token: 'fb-1',
    });
    expect(checkProviderReturn('facebook', fb('forged'), facebookStart)).toEqual({
      ok: false,
      reason: 'unchecked',
    });
    expect(checkProviderReturn('facebook', fb(null), facebookStart).ok).toBe(false);
    expect(checkProviderReturn('facebook', fb('state-1'), null).ok).toBe(false);
    expect(checkProviderReturn('facebook', fb('state-1'), googleStart).ok).toBe(false);
  });

  it("refuses a Google ID token that carries another sign-in's nonce", () => {
    const google = (claims: object) => ({ kind: 'token' as const, token: idToken(claims), state: 'state-1' });
    expect(checkProviderReturn('google', google({ nonce: 'nonce-1' }), googleStart).ok).toBe(true);
    expect(checkProviderReturn('google', google({ nonce: 'nonce-2' }), googleStart).ok).toBe(false);
    expect(checkProviderReturn('google', google({}), googleStart).ok).toBe(false);
    expect(
      checkProviderReturn('google', { kind: 'token', token: 'not-a-jwt', state: 'state-1' }, googleStart).ok,
    ).toBe(false);
  });
});
