/**
 * Registration, the one flow behind the REST route and the GraphQL mutation: the per-IP limit (one
 * count for both), then reCAPTCHA, then the account; a taken name or address is a 400 naming the fields.
 */
import type { ZRegisterRequest } from "@mandala/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { DomainError } from "../../errors.ts";
import { translate } from "../../i18n/messages.ts";
import type { RecaptchaVerifier } from "../../integrations/recaptcha.ts";
import type { UserRow } from "./auth.repository.ts";
import { type AuthLimits, perAddressLimit, requireRecaptcha } from "./guards.ts";
import { RegistrationConflictError, type RegistrationService } from "./registration.service.ts";

const TAKEN_MESSAGE = { username: "auth.usernameTaken", email: "auth.emailTaken" } as const;

export interface RegistrationFlowDeps {
  registration: RegistrationService;
  recaptcha: RecaptchaVerifier;
  limits: AuthLimits;
}

/** Builds the registration flow on the app's rate-limit store. */
export function createRegistrationFlow(
  app: FastifyInstance,
  { registration, recaptcha, limits }: RegistrationFlowDeps,
) {
  const perIp = perAddressLimit(app, limits.perIp, "register-ip");

  /** Creates the account; throws 429 (too many from this address), 400 (reCAPTCHA, taken fields). */
  return async function register(
    request: FastifyRequest,
    reply: FastifyReply,
    input: z.output<typeof ZRegisterRequest>,
  ): Promise<UserRow> {
    await perIp(request, reply);
    await requireRecaptcha(recaptcha, input.recaptcha, request);
    try {
      return await registration.register(input, request.locale);
    } catch (error) {
      if (!(error instanceof RegistrationConflictError)) throw error;
      const fields = Object.fromEntries(
        error.fields.map((field) => [field, [translate(TAKEN_MESSAGE[field], request.locale)]]),
      );
      throw new DomainError("auth.registrationFailed", {}, fields);
    }
  };
}

export type PasswordRegistration = ReturnType<typeof createRegistrationFlow>;
