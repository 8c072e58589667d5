import { VIOLATIONS } from '@cfc/domain';
import { describe, expect, it } from 'vitest';
import {
  consultaStatusColor,
  rejectionStatuses,
  STATUS_COLORS,
  statusBadge,
  statusFilterOptions,
} from './status.ts';

describe('statusBadge', () => {
  it('shows a lesson not sent yet as PENDENTE in the warning colour', () => {
    for (const empty of ['', '   ', null, undefined]) {
      expect(statusBadge(empty)).toEqual({ text: 'PENDENTE', kind: 'pendente', color: 'warning' });
    }
    expect(statusBadge('PENDENTE').kind).toBe('pendente');
  });

  it('shows Aceito and a successful correction as success', () => {
    expect(statusBadge('Aceito')).toEqual({ text: 'Aceito', kind: 'aceito', color: 'brand' });
    expect(statusBadge('Transação efetuada com sucesso').color).toBe('brand');
  });

  it('shows Em análise as sent, awaiting the audit', () => {
    expect(statusBadge('Em análise')).toEqual({ text: 'Em análise', kind: 'enviado', color: 'info' });
  });

  it('shows every rejection of the catalogue in the danger colour', () => {
    for (const text of rejectionStatuses()) {
      expect(statusBadge(text), text).toEqual({ text, kind: 'rejeitado', color: 'danger' });
    }
  });

  it('uses the SPEC colours through the theme names', () => {
    expect(STATUS_COLORS).toEqual({
      pendente: 'warning',
      aceito: 'brand',
      enviado: 'info',
      rejeitado: 'danger',
    });
  });
});

describe('statusFilterOptions', () => {
  const options = statusFilterOptions();

  it('starts with pending and the answers that count as sent', () => {
    expect(options.slice(0, 4)).toEqual([
      'PENDENTE',
      'Aceito',
      'Em análise',
      'Transação efetuada com sucesso',
    ]);
  });

  it('lists every rejection text, with the daily limits filled in', () => {
    expect(options).toContain(VIOLATIONS.AULA_ACIMA_1_HORA);
    expect(options).toContain(VIOLATIONS.VEICULO_NAO_VINCULADO);
    expect(options).toContain('Instrutor não pode ministrar mais de 12 horas-aula diárias');
    expect(options).toContain('Instrutor não pode ministrar mais de 24 horas-aula diárias');
    expect(options).toContain('Candidato não pode realizar mais de 3 horas-aula práticas por dia');
    expect(options.some((option) => option.includes('{'))).toBe(false);
    expect(new Set(options).size).toBe(options.length);
    // Every catalogue entry, one of them twice (12 and 24 hours).
    expect(options.length).toBe(4 + Object.keys(VIOLATIONS).length + 1);
  });
});

describe('consultaStatusColor', () => {
  it('colours the authority lessons as SPEC §4 says', () => {
    expect(consultaStatusColor('Aceito')).toBe('brand');
    expect(consultaStatusColor('Em análise')).toBe('warning');
    expect(consultaStatusColor('Rejeitado')).toBe('danger');
    expect(consultaStatusColor('Pendente')).toBe('info');
    expect(consultaStatusColor('Transação efetuada com sucesso')).toBe('gray');
    expect(consultaStatusColor('')).toBe('gray');
  });
});
