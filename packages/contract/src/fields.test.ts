import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type MessageKey, portuguese, translate } from './catalogue/index.ts';
import {
  cepField,
  cnpjField,
  cpfField,
  dateField,
  emailField,
  nameField,
  optional,
  phoneField,
  plateField,
  renachField,
  ufField,
} from './fields.ts';
import { configureCatalogueMessages } from './messages.ts';

// The catalogue's texts, as the server and the web set them up (Portuguese by default).
beforeAll(() => configureCatalogueMessages(translate));

/** What the field keeps, or the messages it refuses the value with (in Portuguese, the default). */
function check(field: z.ZodType, value: unknown): { ok: unknown } | { messages: string[] } {
  const result = field.safeParse(value);
  return result.success
    ? { ok: result.data }
    : { messages: result.error.issues.map((issue) => issue.message) };
}

const refused = (...codes: MessageKey[]) => ({ messages: codes.map((code) => portuguese(code as never)) });

describe('field rules of the contract (the same on the server and in every form)', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['52998224725', '52998224725'],
    [' 390.533.447-05 ', '39053344705'],
  ])('CPF %j is kept as its digits', (value, digits) => {
    expect(check(cpfField, value)).toEqual({ ok: digits });
  });

  it('a CPF with wrong check digits, or of the wrong length, is refused with its own message', () => {
    expect(check(cpfField, '390.533.447-06')).toEqual(refused('campos.cpfInvalido'));
    expect(check(cpfField, '111.111.111-11')).toEqual(refused('campos.cpfInvalido'));
    // The length first: a short CPF is not also called invalid.
    expect(check(cpfField, '5299822472')).toEqual(refused('campos.cpfDigitos'));
    expect(check(cpfField, '')).toEqual(refused('campos.cpfDigitos'));
  });

  it('CNPJ: numeric or alphanumeric (2026), masked or not, upper case; wrong ones refused', () => {
    expect(check(cnpjField, '45.723.174/0001-10')).toEqual({ ok: '45723174000110' });
    expect(check(cnpjField, '12.abc.345/01de-35')).toEqual({ ok: '12ABC34501DE35' });
    expect(check(cnpjField, '45723174000111')).toEqual(refused('campos.cnpjInvalido'));
    expect(check(cnpjField, '4572317400011')).toEqual(refused('campos.cnpjCaracteres'));
  });

  it.each([
    ['(98) 99123-4567', '98991234567'],
    ['98 3232-1234', '9832321234'],
  ])('phone %j keeps its area code and 8 or 9 digits', (value, digits) => {
    expect(check(phoneField, value)).toEqual({ ok: digits });
  });

  it.each(['9912-3456', '(98) 99123-45678', ''])('phone %j is refused', (value) => {
    expect(check(phoneField, value)).toEqual(refused('campos.telefoneInvalido'));
  });

  it.each([
    ['ABC1234', 'ABC1234'],
    ['abc-1234', 'ABC1234'],
    ['BEL3D23', 'BEL3D23'],
    ['bel 3d23', 'BEL3D23'],
  ])('plate %j, old format or Mercosul, is kept as %s', (value, plate) => {
    expect(check(plateField, value)).toEqual({ ok: plate });
  });

  it.each(['AB12', 'ABCD123', '1BC1234', 'ABC12345'])('plate %j is refused', (value) => {
    expect(check(plateField, value)).toEqual(refused('campos.placaInvalida'));
  });

  it('dates are calendar days YYYY-MM-DD between 1900 and 9999 (SPEC §5)', () => {
    expect(check(dateField, '2025-03-10')).toEqual({ ok: '2025-03-10' });
    expect(check(dateField, '2024-02-29')).toEqual({ ok: '2024-02-29' });
    expect(check(dateField, '2025-02-29')).toEqual(refused('campos.dataInvalida'));
    expect(check(dateField, '2025-13-01')).toEqual(refused('campos.dataInvalida'));
    // What a person types is the form's to convert: the contract takes the ISO day only. (The
    // range is checked too, so a wrong format also gets its message; the first one says why.)
    const typed = check(dateField, '10/03/2025');
    expect('messages' in typed && typed.messages[0]).toBe(portuguese('campos.dataInvalida'));
    expect(check(dateField, '1899-12-31')).toEqual(refused('campos.dataForaDoIntervalo'));
    expect(check(dateField, '1900-01-01')).toEqual({ ok: '1900-01-01' });
  });

  it('RENACH is a state followed by nine digits; UF a state', () => {
    expect(check(renachField, 'ma-123456789')).toEqual({ ok: 'MA123456789' });
    expect(check(renachField, 'XX123456789')).toEqual(refused('campos.renachInvalido'));
    expect(check(renachField, 'MA12345678')).toEqual(refused('campos.renachInvalido'));
    expect(check(ufField, ' pi ')).toEqual({ ok: 'PI' });
    expect(check(ufField, 'XX')).toEqual(refused('campos.ufInvalida'));
  });

  it('CEP has eight digits; e-mail is trimmed and lower case; a name has three letters at least', () => {
    expect(check(cepField, '65000-000')).toEqual({ ok: '65000000' });
    expect(check(cepField, '6500-000')).toEqual(refused('campos.cepDigitos'));
    expect(check(emailField, '  Ana@Demo.CFC ')).toEqual({ ok: 'ana@demo.cfc' });
    expect(check(emailField, 'ana@')).toEqual(refused('campos.emailInvalido'));
    expect(check(nameField, '  Ana Silva ')).toEqual({ ok: 'Ana Silva' });
    expect(check(nameField, 'Al')).toEqual(refused('campos.informeNomeCompleto'));
    expect(check(nameField, 'x'.repeat(151))).toEqual(refused('campos.nomeLongo'));
  });

  it('an optional field takes absent, null and blank as null, and checks anything else', () => {
    const telefone = optional(phoneField);
    for (const empty of [undefined, null, '', '   ']) expect(check(telefone, empty)).toEqual({ ok: null });
    expect(check(telefone, '(98) 99123-4567')).toEqual({ ok: '98991234567' });
    expect(check(telefone, '123')).toEqual(refused('campos.telefoneInvalido'));
  });
});
