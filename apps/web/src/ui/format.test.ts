import { describe, expect, it } from 'vitest';
import {
  clockTime,
  displayCents,
  displayCpf,
  displayCpfCnpj,
  displayDate,
  displayPhone,
  relativeTime,
} from './format.ts';

/** Intl puts a no-break space between R$ and the amount. */
const NBSP = '\u00a0';

describe('displayCpf', () => {
  it('formats eleven digits and shows a dash otherwise', () => {
    expect(displayCpf('52998224725')).toBe('529.982.247-25');
    expect(displayCpf('')).toBe('-');
    expect(displayCpf(null)).toBe('-');
    expect(displayCpf('123')).toBe('-');
    expect(displayCpf('529.982.247-25')).toBe('529.982.247-25');
  });
});

describe('displayCpfCnpj', () => {
  it('pads a CNPJ to 14 and a CPF to 11 (SPEC §5)', () => {
    expect(displayCpfCnpj('45723174000110', 'J')).toBe('45.723.174/0001-10');
    expect(displayCpfCnpj('123', 'J')).toBe('00.000.000/0001-23');
    expect(displayCpfCnpj('12abc34501de35', 'J')).toBe('12.ABC.345/01DE-35');
    expect(displayCpfCnpj('1234', 'F')).toBe('000.000.012-34');
    expect(displayCpfCnpj('52998224725', null)).toBe('529.982.247-25');
    expect(displayCpfCnpj('', 'J')).toBe('-');
  });
});

describe('displayDate', () => {
  it('shows a calendar day as it is', () => {
    expect(displayDate('2025-02-04')).toBe('04/02/2025');
    expect(displayDate('2025-02-04', true)).toBe('04/02/2025');
  });

  it('shows an instant in São Paulo time, with or without the time', () => {
    expect(displayDate('2025-02-04T15:30:05.123Z')).toBe('04/02/2025 12:30:05');
    expect(displayDate('2025-02-04T01:00:00Z', true)).toBe('03/02/2025');
  });

  it('shows a dash without a value', () => {
    expect(displayDate(null)).toBe('-');
    expect(displayDate('')).toBe('-');
    expect(displayDate('not a date')).toBe('-');
  });
});

describe('displayPhone', () => {
  it('formats landlines and mobiles', () => {
    expect(displayPhone('9832214567')).toBe('(98) 3221-4567');
    expect(displayPhone('98987654321')).toBe('(98) 98765-4321');
  });

  it('keeps other values and shows a dash when empty', () => {
    expect(displayPhone('0800 123')).toBe('0800 123');
    expect(displayPhone(null)).toBe('-');
  });
});

describe('displayCents', () => {
  it('formats cents as reais', () => {
    expect(displayCents(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(displayCents(0)).toBe(`R$${NBSP}0,00`);
    expect(displayCents(-5)).toBe(`-R$${NBSP}0,05`);
    expect(displayCents(123456789012)).toBe(`R$${NBSP}1.234.567.890,12`);
    expect(displayCents(null)).toBe('-');
  });
});

/** 10 March 2026, 15:30 in São Paulo. */
const NOW = new Date('2026-03-10T15:30:00-03:00');
const said = (value: string | null, now = NOW, language = 'pt-BR') => relativeTime(value, now, language);

describe('relativeTime (SPEC §9)', () => {
  it('says now, minutes and hours on the same day', () => {
    expect(said('2026-03-10T15:29:59-03:00')).toBe('agora');
    expect(said('2026-03-10T15:25:00-03:00')).toBe('há 5 minutos');
    expect(said('2026-03-10T14:31:00-03:00')).toBe('há 59 minutos');
    expect(said('2026-03-10T14:30:00-03:00')).toBe('há 1 hora');
    expect(said('2026-03-10T00:05:00-03:00')).toBe('há 15 horas');
  });

  it("says 'Ontem' with the time for the day before, in São Paulo's calendar", () => {
    expect(said('2026-03-09T23:50:00-03:00')).toBe('Ontem 23:50');
    // 01:00 UTC on the 10th is still the 9th in São Paulo.
    expect(said('2026-03-10T01:00:00Z')).toBe('Ontem 22:00');
    expect(said('2026-03-09T00:00:00-03:00')).toBe('Ontem 00:00');
  });

  it('says the day and the month by name before that, with the year of another year', () => {
    expect(said('2026-03-08T23:59:00-03:00')).toBe('8 de março');
    expect(said('2026-01-01T10:00:00-03:00')).toBe('1 de janeiro');
    expect(said('2025-12-24T10:00:00-03:00')).toBe('24 de dezembro de 2025');
  });

  it('counts from midnight of São Paulo, not 24 hours', () => {
    const earlyMorning = new Date('2026-03-10T00:30:00-03:00');
    expect(said('2026-03-09T23:45:00-03:00', earlyMorning)).toBe('Ontem 23:45');
    expect(said('2026-03-10T00:10:00-03:00', earlyMorning)).toBe('há 20 minutos');
  });

  it("speaks the user's language", () => {
    expect(said('2026-03-10T15:25:00-03:00', NOW, 'en')).toBe('5 minutes ago');
    expect(said('2026-03-10T13:00:00-03:00', NOW, 'es')).toBe('hace 2 horas');
    expect(said('2026-03-09T23:50:00-03:00', NOW, 'es')).toBe('Ayer 23:50');
  });

  it('reads a time slightly ahead of the clock as now, and nothing for a bad time', () => {
    expect(said('2026-03-10T15:31:00-03:00')).toBe('agora');
    expect(said('not a date')).toBeNull();
    expect(said(null)).toBeNull();
  });
});

describe('clockTime', () => {
  it("tells the time of day in São Paulo in the user's language", () => {
    expect(clockTime(new Date('2026-11-21T15:04:05Z'), 'pt-BR')).toBe('12:04:05');
    expect(clockTime(new Date('2026-11-21T15:04:05Z'), 'pt-BR', 'short')).toBe('12:04');
  });
});
