import { z } from 'zod';
import { authResult, codeSentTo, userInfo, type CodeSentTo } from '@shop/contract/account';

/**
 * The account calls that may first mail a code: sign-up and the e-mail change answer 202 with where the code went,
 * then the finished result (a token, or the saved user) once the same call brings the code back.
 */
export const signupAnswer = z.union([authResult, codeSentTo]);
export const detailsAnswer = z.union([userInfo, codeSentTo]);
/** Facebook or Google sign-in into an account whose e-mail was never proven answers 202 too, until its code. */
export const socialSignInAnswer = signupAnswer;

export function isCodeSent<T extends object>(data: T | CodeSentTo): data is CodeSentTo {
  return 'resend_after' in data;
}

/**
 * A refusal while a code is awaited belongs beside the code field unless the API named another field: "The code is
 * not correct. 4 tries left." becomes "code: The code is not correct. 4 tries left.".
 */
export function codeFieldRefusal(message: string): string {
  return /^[a-z_]+: /.test(message) ? message : `code: ${message}`;
}

/** The words shown beside the code field for a refusal: "code: Code is required" reads "Code is required" there. */
export function codeFieldMessage(message: string): string {
  return message.replace(/^code: /, '');
}
