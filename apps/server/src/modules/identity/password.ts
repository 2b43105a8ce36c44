import { hash, verify } from "@node-rs/argon2";
import { DomainError } from "../../errors.ts";

/** argon2id parameters (OWASP's recommended minimum: 19 MiB, 2 passes). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches the argon2 `passwordHash`. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Requires the account's current password when it has one (a VK ID account without one needs none). */
export async function requireCurrentPassword(
  user: { passwordHash: string | null },
  password: string | undefined,
): Promise<void> {
  if (!user.passwordHash) return;
  if (!password) throw new DomainError("auth.currentPasswordRequired");
  if (!(await verifyPassword(user.passwordHash, password))) throw new DomainError("auth.wrongPassword");
}
