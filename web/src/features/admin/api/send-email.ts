/** Queues one mail per address (the password mails); the mail log then shows them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export interface SendEmailInput {
  readonly body: BodyOf<typeof adminRoutes.sendEmail>;
  /** The same key for a repeat of the same action: the mails are queued once. */
  readonly idempotencyKey: string;
}

export const sendEmail = ({ body, idempotencyKey }: SendEmailInput) =>
  apiFetch(adminRoutes.sendEmail, { body, idempotencyKey, auth: 'admin' });

export const useSendEmail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.mailLog() }),
  });
};
