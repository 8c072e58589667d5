import type { AddressInfo } from 'node:net';
import { isCnpj } from '@cfc/domain';
import Fastify from 'fastify';
import { gunzipBase64, gzipBase64, valorDaTag } from './adn.ts';

/**
 * A local stand-in for the national NFS-e issuer (docs/finance.md, "NFS-e"): `POST /nfse` validates a
 * DPS and answers the NFS-e with its 50-digit access key and number; `POST /nfse/{chave}/eventos`
 * cancels one. A DPS sent again (same id) answers the NFS-e it already produced. Started by the
 * platform outside production when no NFSE_URL is configured, and by tests; `/_sim/...` tells it to
 * fail and shows what it issued.
 */

/** How the next calls fail: the issuer out of service (503) or a rejection of the DPS (400). */
export const FALHAS_NFSE = ['indisponivel', 'rejeicao'] as const;
export type FalhaNfse = (typeof FALHAS_NFSE)[number];

export interface NotaSimulada {
  chave: string;
  numero: string;
  idDps: string;
  prestador: string;
  tomador: string;
  valor: string;
  cancelada: boolean;
}

export interface NfseSimulator {
  url: string;
  notas(): NotaSimulada[];
  /** The next `vezes` calls fail with `falha` (every one until cleared, without `vezes`). */
  falhar(falha: FalhaNfse | null, vezes?: number): void;
  close(): Promise<void>;
}

/** Check digit of the access key: modulo 11 with weights 2..9 from the right, 0 for remainders 0 and 1. */
export function digitoChave(base: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = base.length - 1; i >= 0; i--) {
    soma += Number(base[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/**
 * The access key's 50 digits: municipality (7), environment (1), kind of registration (1: CNPJ is 2),
 * registration (14, letters of an alphanumeric CNPJ as their digit value), number (13), year and
 * month (4), a random code (9) and the check digit.
 */
function chaveDeAcesso(
  municipio: string,
  ambiente: string,
  cnpj: string,
  numero: number,
  agora: Date,
): string {
  const inscricao = cnpj.replace(/[A-Z]/g, (c) => String((c.charCodeAt(0) - 48) % 10)).padStart(14, '0');
  const aamm = `${String(agora.getUTCFullYear()).slice(2)}${String(agora.getUTCMonth() + 1).padStart(2, '0')}`;
  const codigo = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const base = `${municipio}${ambiente}2${inscricao}${String(numero).padStart(13, '0')}${aamm}${codigo}`;
  return `${base}${digitoChave(base)}`;
}

interface Erro {
  Codigo: string;
  Descricao: string;
}

/** What the national issuer checks of a DPS that this platform fills in. */
function validarDps(xml: string): Erro[] {
  const erros: Erro[] = [];
  const exige = (ok: boolean, Codigo: string, Descricao: string) => {
    if (!ok) erros.push({ Codigo, Descricao });
  };
  const prest = /<prest>([\s\S]*?)<\/prest>/.exec(xml)?.[1] ?? '';
  const toma = /<toma>([\s\S]*?)<\/toma>/.exec(xml)?.[1] ?? '';
  exige(/<DPS[\s>]/.test(xml), 'E0001', 'Documento não é uma DPS.');
  exige(/<infDPS Id="DPS\d{7}[12][0-9A-Z]{14}\d{20}">/.test(xml), 'E0004', 'Identificador da DPS inválido.');
  exige(
    /^\d{4}-\d{2}-\d{2}$/.test(valorDaTag(xml, 'dCompet') ?? ''),
    'E0015',
    'Data de competência inválida.',
  );
  exige(isCnpj(valorDaTag(prest, 'CNPJ') ?? ''), 'E0121', 'CNPJ do prestador inválido.');
  exige(isCnpj(valorDaTag(toma, 'CNPJ') ?? ''), 'E0202', 'CNPJ do tomador inválido.');
  exige((valorDaTag(toma, 'xNome') ?? '').trim() !== '', 'E0206', 'Nome do tomador não informado.');
  exige(
    /^\d{6}$/.test(valorDaTag(xml, 'cTribNac') ?? ''),
    'E0310',
    'Código de tributação nacional inválido.',
  );
  exige((valorDaTag(xml, 'xDescServ') ?? '').trim() !== '', 'E0312', 'Descrição do serviço não informada.');
  const valor = valorDaTag(xml, 'vServ') ?? '';
  exige(
    /^\d+\.\d{2}$/.test(valor) && Number(valor) > 0,
    'E0420',
    'Valor do serviço deve ser maior que zero.',
  );
  return erros;
}

export async function startNfseSimulator(options: { port?: number } = {}): Promise<NfseSimulator> {
  const notas: NotaSimulada[] = [];
  let falha: { tipo: FalhaNfse; restantes: number } | null = null;
  let proximoNumero = 1;
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  const processamento = () => ({
    tipoAmbiente: 2,
    versaoAplicativo: 'SefinNacional-sim',
    dataHoraProcessamento: new Date().toISOString(),
  });

  /** A failure the test asked for, consumed by this call; null to go on. */
  function falhaDaVez(): { status: number; body: object } | null {
    if (!falha) return null;
    const tipo = falha.tipo;
    falha.restantes -= 1;
    if (falha.restantes <= 0) falha = null;
    if (tipo === 'indisponivel') {
      return {
        status: 503,
        body: { ...processamento(), erros: [{ Codigo: 'E9999', Descricao: 'Serviço indisponível.' }] },
      };
    }
    return {
      status: 400,
      body: { ...processamento(), erros: [{ Codigo: 'E0999', Descricao: 'DPS rejeitada pelo simulador.' }] },
    };
  }

  const nfseXml = (nota: NotaSimulada, xmlDps: string) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.00">',
      `<infNFSe Id="NFS${nota.chave}">`,
      `<nNFSe>${nota.numero}</nNFSe>`,
      `<dhProc>${new Date().toISOString()}</dhProc>`,
      `<valores><vLiq>${nota.valor}</vLiq></valores>`,
      xmlDps.replace(/^<\?xml[^>]*\?>/, ''),
      '</infNFSe>',
      '</NFSe>',
    ].join('');

  app.post('/nfse', async (request, reply) => {
    const body = (request.body ?? {}) as { dpsXmlGZipB64?: unknown };
    const erroDaVez = falhaDaVez();
    if (erroDaVez) return reply.code(erroDaVez.status).send(erroDaVez.body);
    let xml: string;
    try {
      xml = gunzipBase64(String(body.dpsXmlGZipB64 ?? ''));
    } catch {
      return reply.code(400).send({
        ...processamento(),
        erros: [{ Codigo: 'E0002', Descricao: 'DPS não está em gzip e base64.' }],
      });
    }
    const idDps = /<infDPS Id="([^"]+)"/.exec(xml)?.[1] ?? '';
    const erros = validarDps(xml);
    if (erros.length > 0) return reply.code(400).send({ ...processamento(), idDPS: idDps, erros });
    const prestador = valorDaTag(/<prest>([\s\S]*?)<\/prest>/.exec(xml)?.[1] ?? '', 'CNPJ') ?? '';
    const tomador = valorDaTag(/<toma>([\s\S]*?)<\/toma>/.exec(xml)?.[1] ?? '', 'CNPJ') ?? '';
    let nota = notas.find((n) => n.idDps === idDps);
    if (!nota) {
      const numero = proximoNumero++;
      nota = {
        chave: chaveDeAcesso(
          valorDaTag(xml, 'cLocEmi') ?? '0000000',
          valorDaTag(xml, 'tpAmb') ?? '2',
          prestador,
          numero,
          new Date(),
        ),
        numero: String(numero),
        idDps,
        prestador,
        tomador,
        valor: valorDaTag(xml, 'vServ') ?? '0.00',
        cancelada: false,
      };
      notas.push(nota);
    }
    return reply.code(201).send({
      ...processamento(),
      idDps,
      chaveAcesso: nota.chave,
      nfseXmlGZipB64: gzipBase64(nfseXml(nota, xml)),
    });
  });

  app.post('/nfse/:chave/eventos', async (request, reply) => {
    const { chave } = request.params as { chave: string };
    const erroDaVez = falhaDaVez();
    if (erroDaVez) return reply.code(erroDaVez.status).send(erroDaVez.body);
    const nota = notas.find((n) => n.chave === chave);
    if (!nota) {
      return reply
        .code(404)
        .send({ ...processamento(), erros: [{ Codigo: 'E1235', Descricao: 'NFS-e não encontrada.' }] });
    }
    const body = (request.body ?? {}) as { pedidoRegistroEventoXmlGZipB64?: unknown };
    let xml = '';
    try {
      xml = gunzipBase64(String(body.pedidoRegistroEventoXmlGZipB64 ?? ''));
    } catch {
      xml = '';
    }
    if (valorDaTag(xml, 'chNFSe') !== chave || !/<e101101>/.test(xml)) {
      return reply.code(400).send({
        ...processamento(),
        erros: [{ Codigo: 'E1801', Descricao: 'Pedido de cancelamento inválido.' }],
      });
    }
    if (nota.cancelada) {
      return reply
        .code(400)
        .send({ ...processamento(), erros: [{ Codigo: 'E0840', Descricao: 'NFS-e já cancelada.' }] });
    }
    nota.cancelada = true;
    const evento = `<evento><infEvento><chNFSe>${chave}</chNFSe><tpEvento>101101</tpEvento></infEvento></evento>`;
    return reply.code(201).send({ ...processamento(), eventoXmlGZipB64: gzipBase64(evento) });
  });

  app.get('/nfse/:chave', async (request, reply) => {
    const { chave } = request.params as { chave: string };
    const nota = notas.find((n) => n.chave === chave);
    if (!nota)
      return reply.code(404).send({ erros: [{ Codigo: 'E1235', Descricao: 'NFS-e não encontrada.' }] });
    return nota;
  });

  // The simulator's own controls, for tests and the demo.
  app.post('/_sim/falhas', async (request) => {
    const body = (request.body ?? {}) as { falha?: FalhaNfse | null; vezes?: number };
    setFalha(body.falha ?? null, body.vezes);
    return { ok: true };
  });
  app.get('/_sim/notas', async () => ({ notas }));

  function setFalha(tipo: FalhaNfse | null, vezes?: number) {
    falha =
      tipo && FALHAS_NFSE.includes(tipo) ? { tipo, restantes: vezes ?? Number.POSITIVE_INFINITY } : null;
  }

  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    notas: () => notas.map((nota) => ({ ...nota })),
    falhar: setFalha,
    close: () => app.close(),
  };
}
