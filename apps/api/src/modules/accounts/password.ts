import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package's Algorithm is an ambient const enum, which this build cannot read at run time: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** argon2id with the library's defaults (19 MiB, 2 passes), the OWASP baseline for interactive logins. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Verifying against this when the account does not exist keeps a wrong e-mail as slow as a wrong password.
const decoy = hashPassword('decoy password that matches nothing');

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
