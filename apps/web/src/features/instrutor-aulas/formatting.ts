import { TIME_ZONE } from '@cfc/domain';
import { dateFormat, numberFormat } from '../../ui/format.ts';

/** How the lesson screens write days, clock times and kilometres, in the interface's language. */

/** The first letter in capitals ('sábado' → 'Sábado'), the rest as written. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** 'sábado, 21 de novembro' for a São Paulo calendar date 'YYYY-MM-DD'. */
export function diaPorExtenso(dia: string, language: string): string {
  // Noon UTC of the date: the same calendar day in every zone of the Americas.
  return dateFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${dia}T12:00:00Z`));
}

/** 'sáb., 21/11/2026' for a São Paulo calendar date. */
export function diaCurto(dia: string, language: string): string {
  return dateFormat(language, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${dia}T12:00:00Z`));
}

/** 'HH:mm:ss' of an instant on São Paulo's clock. */
export function horaComSegundos(instant: string, language: string): string {
  return dateFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(new Date(instant));
}

/** '12.003' in Portuguese, '12,003' in English. */
export function km(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** Whole minutes between two instants (never negative). */
export function minutosEntre(inicio: string, fim: string): number {
  return Math.max(0, Math.round((Date.parse(fim) - Date.parse(inicio)) / 60_000));
}
