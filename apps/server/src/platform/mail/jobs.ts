import type { JobDefinition } from '../jobs/jobs.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export const SEND_MAIL_JOB = 'send-mail';

/** Mail leaves through a job: retried with backoff when the SMTP server is away. */
export function sendMailJob(mailer: Mailer): JobDefinition {
  return {
    name: SEND_MAIL_JOB,
    retryLimit: 5,
    pollingIntervalSeconds: 1,
    async run(data) {
      await mailer.send(data as MailMessage);
    },
  };
}
