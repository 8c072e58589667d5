import type { MailMessage } from '../../platform/mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  link: string,
  action: string,
): MailMessage {
  const text = `${paragraphs.join('\n\n')}\n\n${action}: ${link}\n`;
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;color:#1f2933">${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(link)}" style="background:#4ae387;color:#0b2e17;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p><p style="font-size:12px;color:#52606d">${escapeHtml(link)}</p></div>`;
  return { to, subject, text, html };
}

export function resetPasswordMail(to: string, nome: string, link: string, minutes: number): MailMessage {
  return message(
    to,
    'Redefinição de senha - CFC Plataforma',
    [
      `Olá, ${nome}.`,
      `Recebemos um pedido para redefinir a sua senha. O link abaixo vale por ${minutes} minutos e pode ser usado uma única vez.`,
      'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
    ],
    link,
    'Redefinir senha',
  );
}

export function welcomeMail(to: string, nome: string, link: string, hours: number): MailMessage {
  return message(
    to,
    'Seu acesso à CFC Plataforma',
    [
      `Olá, ${nome}.`,
      `Um acesso à CFC Plataforma foi criado para você. Defina a sua senha pelo link abaixo, válido por ${hours} horas.`,
    ],
    link,
    'Definir senha',
  );
}
