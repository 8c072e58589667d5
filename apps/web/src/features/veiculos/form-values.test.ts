import { describe, expect, it } from 'vitest';
import {
  emptyVeiculo,
  type VeiculoFormValues,
  validateVeiculo,
  valuesFromVeiculo,
  veiculoBodyFrom,
  vinculoRow,
} from './form-values.ts';
import { covers, formatHodometro, overlapping } from './vinculos.ts';

const VALID: VeiculoFormValues = {
  placa: 'abc-1d23',
  renavam: '10000010003',
  marca: ' Volkswagen ',
  modelo: 'Gol 1.0',
  ano_fabricacao: 2019,
  ano_modelo: '',
  categoria: 'B',
  hodometro: 12000,
  licenciamento_validade: '2027-03-31',
  vinculos: [vinculoRow('2024-01-01', '2024-06-30'), vinculoRow('2024-07-01')],
};

describe('validateVeiculo', () => {
  it('accepts a complete vehicle', () => {
    expect(validateVeiculo(VALID)).toEqual({});
  });

  it('asks for what is missing in an empty form', () => {
    expect(validateVeiculo(emptyVeiculo())).toEqual({
      placa: 'placaInvalid',
      renavam: 'renavamInvalid',
      marca: 'marcaRequired',
      modelo: 'modeloRequired',
      ano_fabricacao: 'anoInvalid',
      categoria: 'categoriaRequired',
      vinculos: 'vinculosRows',
    });
  });

  it('refuses a plate out of both formats and a RENAVAM with a wrong check digit', () => {
    const errors = validateVeiculo({ ...VALID, placa: 'AB12345', renavam: '10000010004' });
    expect(errors).toEqual({ placa: 'placaInvalid', renavam: 'renavamInvalid' });
  });

  it('wants at least one period, none ending before it starts, none overlapping', () => {
    expect(validateVeiculo({ ...VALID, vinculos: [] }).vinculos).toBe('vinculosEmpty');
    const backwards = [vinculoRow('2024-02-01', '2024-01-01')];
    expect(validateVeiculo({ ...VALID, vinculos: backwards }).vinculos).toBe('vinculosRows');
    const sharedDay = [vinculoRow('2024-01-01', '2024-03-01'), vinculoRow('2024-03-01')];
    expect(validateVeiculo({ ...VALID, vinculos: sharedDay }).vinculos).toBe('vinculosOverlap');
  });

  it('takes the end of the licensing as a date or blank, and refuses a typed text that is not a date', () => {
    expect(validateVeiculo({ ...VALID, licenciamento_validade: '' })).toEqual({});
    expect(validateVeiculo({ ...VALID, licenciamento_validade: '31/02/2027' })).toEqual({
      licenciamento_validade: 'dateInvalid',
    });
    expect(veiculoBodyFrom({ ...VALID, licenciamento_validade: '' }).licenciamento_validade).toBeNull();
  });

  it('checks the years and the odometer', () => {
    expect(validateVeiculo({ ...VALID, ano_fabricacao: 1899, ano_modelo: 10000, hodometro: -1 })).toEqual({
      ano_fabricacao: 'anoInvalid',
      ano_modelo: 'anoInvalid',
      hodometro: 'hodometroInvalid',
    });
  });
});

describe('veiculoBodyFrom and valuesFromVeiculo', () => {
  it('normalises the plate and RENAVAM and sends an open period without end', () => {
    expect(veiculoBodyFrom(VALID)).toEqual({
      placa: 'ABC1D23',
      renavam: '10000010003',
      marca: 'Volkswagen',
      modelo: 'Gol 1.0',
      ano_fabricacao: 2019,
      ano_modelo: null,
      categoria: 'B',
      hodometro: 12000,
      licenciamento_validade: '2027-03-31',
      vinculos: [
        { inicio: '2024-01-01', fim: '2024-06-30' },
        { inicio: '2024-07-01', fim: null },
      ],
    });
  });

  it('round-trips a stored vehicle', () => {
    const values = valuesFromVeiculo({
      id_veiculo: 1,
      placa: 'BBC0A20',
      renavam: '10000010003',
      marca: 'Volkswagen',
      modelo: 'Gol 1.0',
      ano_fabricacao: 2019,
      ano_modelo: 2020,
      categoria: 'B',
      hodometro: 12000,
      licenciamento_validade: '2027-05-31',
      ativo: true,
      vinculos: [{ inicio: '2024-01-01', fim: null }],
      vinculado_hoje: true,
      created_at: '2026-11-21T12:16:28Z',
    });
    expect(values.vinculos.map(({ inicio, fim }) => ({ inicio, fim }))).toEqual([
      { inicio: '2024-01-01', fim: '' },
    ]);
    expect(veiculoBodyFrom(values)).toMatchObject({
      placa: 'BBC0A20',
      ano_modelo: 2020,
      licenciamento_validade: '2027-05-31',
      vinculos: [{ fim: null }],
    });
  });
});

describe('periods', () => {
  it('tell overlaps apart from periods that follow each other', () => {
    expect(
      overlapping([
        { inicio: '2024-01-01', fim: '2024-01-31' },
        { inicio: '2024-02-01', fim: null },
      ]),
    ).toBe(false);
    expect(
      overlapping([
        { inicio: '2024-02-01', fim: null },
        { inicio: '2024-01-01', fim: null },
      ]),
    ).toBe(true);
  });

  it('an open period covers every day from its start', () => {
    expect(covers({ inicio: '2024-01-01', fim: null }, '2030-01-01')).toBe(true);
    expect(covers({ inicio: '2024-01-01', fim: '2024-01-31' }, '2024-02-01')).toBe(false);
  });

  it('formats the odometer the Brazilian way', () => {
    expect(formatHodometro(1234567)).toBe('1.234.567 km');
  });
});
