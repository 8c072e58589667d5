import type { ResultadoEnvio } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http-client.ts';
import {
  canApplyCorrection,
  correctionBody,
  type EnvioOutcome,
  failureOutcome,
  resultIcon,
  successOutcome,
} from './result.ts';

const alvo = { aulaPraticaId: 42, schema: 'autoescolademo' };

const resultado = (patch: Partial<ResultadoEnvio> = {}): ResultadoEnvio => ({
  aulaPraticaId: 42,
  schema: 'autoescolademo',
  status: 'Aceito',
  protocolo: 'P-1',
  codigo: null,
  dados: null,
  violacoes: [],
  corrigivel: false,
  verificacaoLocal: false,
  ...patch,
});

const outcome = (mensagem: string, patch: Partial<ResultadoEnvio> = {}, ajuste = false): EnvioOutcome => ({
  mensagem,
  resultado: resultado(patch),
  ajuste,
});

describe('resultIcon', () => {
  it('is success when the message says sucesso or enviado', () => {
    expect(resultIcon(outcome('Transação efetuada com sucesso', { status: 'x' }))).toBe('success');
    expect(resultIcon(outcome('Lote ENVIADO ao GETRAN', { status: 'x' }))).toBe('success');
  });

  it('is success when the status counts as sent', () => {
    expect(resultIcon(outcome('Resposta do GETRAN', { status: 'Em análise' }))).toBe('success');
    expect(resultIcon(outcome('', { status: 'Aceito' }))).toBe('success');
  });

  it('is a warning with a code, or when the message speaks of an error', () => {
    expect(
      resultIcon(outcome('Aula já enviada', { status: 'Aula já enviada', codigo: 'AULA_JA_ENVIADA' })),
    ).toBe('warning');
    expect(resultIcon(outcome('Erro ao enviar aula', { status: 'Erro ao enviar aula' }))).toBe('warning');
  });

  it('is an error when there is a code and the adjustment is on', () => {
    const refused = outcome(
      'Aula com duração superior a 1 hora',
      { status: 'Aula com duração superior a 1 hora', codigo: 'AULA_ACIMA_1_HORA' },
      true,
    );
    expect(resultIcon(refused)).toBe('error');
  });

  it('is plain information otherwise', () => {
    expect(resultIcon(outcome('Aula recebida', { status: 'Recebida' }))).toBe('info');
  });
});

describe('canApplyCorrection', () => {
  const correctable = { codigo: 'AULA_ACIMA_1_HORA', dados: { duracao_minutos: 70 }, corrigivel: true };

  it('needs a code, data, the adjustment flag and a correction the platform knows', () => {
    expect(canApplyCorrection(outcome('x', correctable, true))).toBe(true);
    expect(canApplyCorrection(outcome('x', correctable, false))).toBe(false);
    expect(canApplyCorrection(outcome('x', { ...correctable, codigo: null }, true))).toBe(false);
    expect(canApplyCorrection(outcome('x', { ...correctable, dados: null }, true))).toBe(false);
    expect(canApplyCorrection(outcome('x', { ...correctable, corrigivel: false }, true))).toBe(false);
  });
});

describe('successOutcome and failureOutcome', () => {
  it('reads the result of a successful send, without the adjustment', () => {
    const reply = { dados: resultado({ protocolo: 'ABC' }), mensagem: 'Aceito' };
    expect(successOutcome(reply, alvo)).toEqual({
      mensagem: 'Aceito',
      resultado: reply.dados,
      ajuste: false,
    });
  });

  it('reads a refusal whose data is the whole result', () => {
    const error = new ApiError(422, {
      success: false,
      mensagem: 'Tempo total da aula inferior a 45 minutos',
      codigo: 'TEMPO_TOTAL_INSUFICIENTE',
      dados: resultado({
        status: 'Tempo total da aula inferior a 45 minutos',
        codigo: 'TEMPO_TOTAL_INSUFICIENTE',
        dados: { duracao_minutos: 40, minimo_minutos: 45 },
        corrigivel: true,
        verificacaoLocal: true,
      }),
    });
    const failed = failureOutcome(error, alvo, 'Erro ao enviar aula');
    expect(failed.ajuste).toBe(true);
    expect(failed.mensagem).toBe('Tempo total da aula inferior a 45 minutos');
    expect(failed.resultado).toMatchObject({ codigo: 'TEMPO_TOTAL_INSUFICIENTE', corrigivel: true });
    expect(canApplyCorrection(failed)).toBe(true);
  });

  it('reads a flat refusal whose data is only what the correction needs', () => {
    const body = {
      success: false,
      mensagem: 'Aula com duração superior a 1 hora',
      codigo: 'AULA_ACIMA_1_HORA',
      dados: { duracao_minutos: 70, maximo_minutos: 60 },
      violacoes: [{ codigo: 'AULA_ACIMA_1_HORA', mensagem: 'Aula com duração superior a 1 hora' }],
      corrigivel: true,
    };
    const failed = failureOutcome(new ApiError(422, body), alvo, 'Erro ao enviar aula');
    expect(failed.resultado).toEqual({
      aulaPraticaId: 42,
      schema: 'autoescolademo',
      status: 'Aula com duração superior a 1 hora',
      protocolo: null,
      codigo: 'AULA_ACIMA_1_HORA',
      dados: { duracao_minutos: 70, maximo_minutos: 60 },
      violacoes: body.violacoes,
      corrigivel: true,
      verificacaoLocal: false,
    });
    expect(resultIcon(failed)).toBe('error');
  });

  it('falls back to the screen text when the server could not be reached', () => {
    const failed = failureOutcome(new ApiError(0, undefined), alvo, 'Erro ao enviar aula');
    expect(failed.mensagem).toBe('Erro ao enviar aula');
    expect(failed.resultado).toMatchObject({ aulaPraticaId: 42, codigo: null, dados: null, violacoes: [] });
    expect(resultIcon(failed)).toBe('warning');
    expect(canApplyCorrection(failed)).toBe(false);
  });

  it('sends the whole failed result back for the correction, with the environment', () => {
    const failed = outcome('x', { codigo: 'AULA_ACIMA_1_HORA', dados: {}, corrigivel: true }, true);
    expect(correctionBody(failed, true)).toMatchObject({
      aulaPraticaId: 42,
      schema: 'autoescolademo',
      codigo: 'AULA_ACIMA_1_HORA',
      teste: true,
    });
  });
});
