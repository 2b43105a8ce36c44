import type { Jobs, RetryOptions } from "../jobs/jobs.ts";
import type { Mailer, MailMessage } from "./mail.ts";

/** The job that delivers one queued e-mail. */
export const MAIL_JOB = "mail.send";

/**
 * The outbox: `send` only queues the message as a durable job (in the caller's transaction when it
 * gives one), so a request never fails or waits because the mail server is down; the job delivers it
 * through `transport` (its pooled connections reused), retried with backoff for about a day.
 */
export async function createOutboxMailer(
  jobs: Jobs,
  transport: Mailer,
  retry: RetryOptions = { retryLimit: 12, retryDelaySeconds: 30 },
): Promise<Mailer> {
  // One at a time: fetched five at once on PostgreSQL, a renewal's reminder went out twice.
  await jobs.handle<MailMessage>(MAIL_JOB, (message) => transport.send(message), retry);
  return {
    send: (message, options) => jobs.enqueue(MAIL_JOB, message, options),
  };
}
