import { type MessageRef, message, type ResetPasswordBody } from '@cfc/contract';
import { judgePassword, type PasswordStrength, passwordUserInputs } from '@cfc/domain/password-strength';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { DB } from '../../platform/db/schema.ts';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { SEND_MAIL_JOB } from '../../platform/mail/jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { assertResetNotThrottled } from './attempts.ts';
import { PASSWORD_SET, RESET_REQUESTED } from './audit-actions.ts';
import { resetPasswordMail, welcomeMail } from './mail-templates.ts';
import * as repository from './repository.ts';
import { hashOpaqueToken, newOpaqueToken } from './secrets.ts';

/** A reset link works once, for 60 minutes (ARCHITECTURE §6); a new account's link for 72 hours. */
export const RESET_LINK_MINUTES = 60;
export const WELCOME_LINK_HOURS = 72;

export const RESET_REQUESTED_MESSAGE = 'login.resetSolicitado';
const LINK_EXPIRED = 'login.linkExpirado';

/** The refusal of a weak password, with the strength checker's advice (in Portuguese). */
function weakPassword(strength: PasswordStrength): MessageRef {
  const advice = [strength.warning, ...strength.suggestions].filter(Boolean).join(' ');
  return message('login.senhaFraca', { conselho: advice ? ` ${advice}` : '' });
}

interface PasswordLinkContext {
  db: Kysely<DB>;
  jobs: Jobs;
  publicUrl: string;
}

/**
 * Asks for a reset link. The reply is the same whether or not the e-mail is registered; the mail
 * leaves through a job once the token is stored.
 */
export async function requestPasswordReset(
  ctx: PasswordLinkContext,
  email: string,
  ip: string | null,
): Promise<void> {
  const mail = await withSystem(ctx.db, async (): Promise<MailMessage | null> => {
    await assertResetNotThrottled(email, ip);
    const user = await repository.findActiveStaffIdByEmail(email);
    await recordAudit(systemDb(), {
      acao: RESET_REQUESTED,
      autoescolaId: user?.autoescola_id ?? null,
      usuarioId: user?.id ?? null,
      role: user?.id_role ?? null,
      entidade: 'senha',
      entidadeId: email,
      ip,
    });
    if (!user?.email) return null;
    const link = await storePasswordLink(ctx.publicUrl, user.id, RESET_LINK_MINUTES);
    return resetPasswordMail(user.email, user.nome, link, RESET_LINK_MINUTES);
  });
  if (mail) await ctx.jobs.send(SEND_MAIL_JOB, mail);
}

/** Sends a new account the link to choose its password. Call after the account is committed. */
export async function sendWelcomeLink(ctx: PasswordLinkContext, usuarioId: number): Promise<void> {
  const mail = await withSystem(ctx.db, async () => {
    const user = await repository.findUserForMail(usuarioId);
    if (!user?.email) return null;
    const link = await storePasswordLink(ctx.publicUrl, user.id, WELCOME_LINK_HOURS * 60);
    return welcomeMail(user.email, user.nome, link, WELCOME_LINK_HOURS);
  });
  if (mail) await ctx.jobs.send(SEND_MAIL_JOB, mail);
}

async function storePasswordLink(publicUrl: string, usuarioId: number, minutes: number): Promise<string> {
  await repository.invalidateResets(usuarioId);
  const { token, hash } = newOpaqueToken();
  await repository.insertReset(hash, usuarioId, minutes);
  return `${publicUrl}/nova-senha/${token}`;
}

/** Whether a link can still be used, so the screen can send an old one to the expired page. */
export async function assertResetTokenUsable(db: Kysely<DB>, token: string): Promise<void> {
  const usable = await withSystem(db, () => repository.findUsableReset(hashOpaqueToken(token)));
  if (!usable) throw new AppError(410, LINK_EXPIRED);
}

/**
 * Sets the new password, spends the link and ends every open session of the account. A password
 * that is easy to guess (zxcvbn, also from the person's name, e-mail and CPF) is refused with the
 * reason. Answers the account's id.
 */
export async function resetPassword(
  db: Kysely<DB>,
  body: ResetPasswordBody,
  ip: string | null,
): Promise<number> {
  const hash = hashOpaqueToken(body.token);
  const owner = await withSystem(db, () => repository.findUsableReset(hash));
  if (!owner) throw new AppError(410, LINK_EXPIRED);
  const strength = judgePassword(body.password, passwordUserInputs(owner));
  if (!strength.strong) throw invalid({ password: [weakPassword(strength)] });
  const senhaHash = await hashPassword(body.password);
  return withSystem(db, async () => {
    const reset = await repository.findUsableReset(hash);
    if (!reset) throw new AppError(410, LINK_EXPIRED);
    await repository.setPassword(reset.usuario_id, senhaHash);
    await repository.spendReset(hash);
    await repository.revokeSessions(reset.usuario_id, 'senha redefinida');
    await recordAudit(systemDb(), {
      acao: PASSWORD_SET,
      autoescolaId: reset.autoescola_id,
      usuarioId: reset.usuario_id,
      role: reset.id_role,
      entidade: 'usuario',
      entidadeId: reset.usuario_id,
      ip,
    });
    return reset.usuario_id;
  });
}
