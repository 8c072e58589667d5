import zlib from 'node:zlib';

/**
 * The adapter to the national NFS-e issuer (Sistema Nacional NFS-e, its API 'Sefin Nacional'): the
 * DPS (Declaração de Prestação de Serviço) in its XML layout, sent gzip+base64 in JSON to
 * `POST {url}/nfse`; the issuer answers the NFS-e's access key and its XML. A cancellation is an
 * event, `POST {url}/nfse/{chave}/eventos` (e101101). The local simulator (simulador.ts) answers the
 * same way, so the platform speaks real HTTP in development and tests.
 */

/** How long the issuer may take to answer one call. */
const TIMEOUT_MS = 15_000;
/** What the operator's software calls itself in the DPS. */
const VERSAO_APLICATIVO = 'cfc-plataforma-1.0';

export interface Dps {
  ambiente: 1 | 2;
  /** The DPS's number (série 1): the same number sent twice is the same NFS-e. */
  numero: number;
  emitidaEm: Date;
  /** 'YYYY-MM-DD': the service's month, its first day. */
  competencia: string;
  municipio: string;
  prestador: { cnpj: string; razaoSocial: string };
  tomador: {
    cnpj: string;
    nome: string;
    email: string | null;
    cep: string | null;
    logradouro: string | null;
    numero: string | null;
    bairro: string | null;
  };
  servico: { codigo: string; descricao: string };
  valorCentavos: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const tag = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}>${escapeXml(String(value))}</${name}>`;

/** The DPS's id: 'DPS' + municipality (7) + kind of registration (2: CNPJ) + CNPJ (14) + série (5) + number (15). */
export function idDaDps(dps: Pick<Dps, 'municipio' | 'prestador' | 'numero'>): string {
  return `DPS${dps.municipio}2${dps.prestador.cnpj}${'1'.padStart(5, '0')}${String(dps.numero).padStart(15, '0')}`;
}

/** Cents as the layout writes money: '1234.56'. */
export const valorXml = (centavos: number) =>
  `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

/** The DPS XML (layout 1.00 of the national standard, the fields a service between companies needs). */
export function dpsXml(dps: Dps): string {
  const t = dps.tomador;
  const endereco =
    t.cep || t.logradouro
      ? `<end>${t.cep ? `<endNac>${tag('CEP', t.cep.replace(/\D/g, ''))}</endNac>` : ''}${tag('xLgr', t.logradouro)}${tag('nro', t.numero ?? 'S/N')}${tag('xBairro', t.bairro)}</end>`
      : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<DPS xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.00">',
    `<infDPS Id="${idDaDps(dps)}">`,
    tag('tpAmb', dps.ambiente),
    tag('dhEmi', dps.emitidaEm.toISOString().replace(/\.\d{3}Z$/, '-00:00')),
    tag('verAplic', VERSAO_APLICATIVO),
    tag('serie', 1),
    tag('nDPS', dps.numero),
    tag('dCompet', dps.competencia),
    tag('tpEmit', 1),
    tag('cLocEmi', dps.municipio),
    `<prest>${tag('CNPJ', dps.prestador.cnpj)}${tag('xNome', dps.prestador.razaoSocial)}<regTrib><opSimpNac>1</opSimpNac><regEspTrib>0</regEspTrib></regTrib></prest>`,
    `<toma>${tag('CNPJ', t.cnpj)}${tag('xNome', t.nome)}${endereco}${tag('email', t.email)}</toma>`,
    `<serv><locPrest>${tag('cLocPrestacao', dps.municipio)}</locPrest><cServ>${tag('cTribNac', dps.servico.codigo)}${tag('xDescServ', dps.servico.descricao)}</cServ></serv>`,
    `<valores><vServPrest>${tag('vServ', valorXml(dps.valorCentavos))}</vServPrest><trib><tribMun><tribISSQN>1</tribISSQN><tpRetISSQN>1</tpRetISSQN></tribMun><totTrib><indTotTrib>0</indTotTrib></totTrib></trib></valores>`,
    '</infDPS>',
    '</DPS>',
  ].join('');
}

/** The cancellation event's request (e101101, reason 1: error in issuing; 9: other). */
export function cancelamentoXml(chave: string, motivo: string, ambiente: 1 | 2, cnpj: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<pedRegEvento xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.00">',
    `<infPedReg Id="PRE${chave}101101">`,
    tag('tpAmb', ambiente),
    tag('verAplic', VERSAO_APLICATIVO),
    tag('dhEvento', new Date().toISOString().replace(/\.\d{3}Z$/, '-00:00')),
    tag('CNPJAutor', cnpj),
    tag('chNFSe', chave),
    tag('nPedRegEvento', 1),
    `<e101101>${tag('xDesc', 'Cancelamento de NFS-e')}${tag('cMotivo', 9)}${tag('xMotivo', motivo)}</e101101>`,
    '</infPedReg>',
    '</pedRegEvento>',
  ].join('');
}

export const gzipBase64 = (text: string) => zlib.gzipSync(Buffer.from(text, 'utf8')).toString('base64');
export const gunzipBase64 = (data: string) => zlib.gunzipSync(Buffer.from(data, 'base64')).toString('utf8');

/** The first value of a tag in an XML text, unescaped (enough for the layouts' flat fields). */
export function valorDaTag(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`).exec(xml);
  if (!match) return null;
  return (match[1] ?? '').replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, e: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[e] ?? '',
  );
}

export type ResultadoEmissao =
  | { ok: true; chave: string; numero: string; resposta: string }
  | { ok: false; erro: string; resposta: string | null };

interface RespostaErro {
  erros?: { Codigo?: string; Descricao?: string; Complemento?: string }[];
}

const descreverErros = (status: number, body: RespostaErro | null) => {
  const erros = body?.erros ?? [];
  if (erros.length === 0) return `O emissor respondeu ${status}.`;
  return erros.map((e) => [e.Codigo, e.Descricao, e.Complemento].filter(Boolean).join(' - ')).join('; ');
};

async function postJson(url: string, body: object): Promise<{ status: number; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: response.status, text: await response.text() };
}

const parse = <T>(text: string): T | null => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/** Sends one DPS; the access key and the NFS-e's number, or why it was not issued. Never throws. */
export async function emitirNfse(baseUrl: string, xml: string): Promise<ResultadoEmissao> {
  try {
    const { status, text } = await postJson(`${baseUrl}/nfse`, { dpsXmlGZipB64: gzipBase64(xml) });
    const body = parse<{ chaveAcesso?: string; nfseXmlGZipB64?: string } & RespostaErro>(text);
    if (status !== 200 && status !== 201)
      return { ok: false, erro: descreverErros(status, body), resposta: text };
    const chave = body?.chaveAcesso ?? '';
    const nfse = body?.nfseXmlGZipB64 ? gunzipBase64(body.nfseXmlGZipB64) : '';
    const numero = valorDaTag(nfse, 'nNFSe');
    if (!/^\d{50}$/.test(chave) || !numero) {
      return { ok: false, erro: 'Resposta do emissor sem chave de acesso ou número.', resposta: text };
    }
    return { ok: true, chave, numero, resposta: text };
  } catch (error) {
    return { ok: false, erro: `Emissor indisponível: ${(error as Error).message}`, resposta: null };
  }
}

export type ResultadoCancelamento =
  | { ok: true; resposta: string }
  | { ok: false; erro: string; resposta: string | null };

/** Asks the issuer to cancel an NFS-e; never throws. */
export async function cancelarNfse(
  baseUrl: string,
  chave: string,
  xml: string,
): Promise<ResultadoCancelamento> {
  try {
    const { status, text } = await postJson(`${baseUrl}/nfse/${chave}/eventos`, {
      pedidoRegistroEventoXmlGZipB64: gzipBase64(xml),
    });
    if (status !== 200 && status !== 201) {
      return { ok: false, erro: descreverErros(status, parse<RespostaErro>(text)), resposta: text };
    }
    return { ok: true, resposta: text };
  } catch (error) {
    return { ok: false, erro: `Emissor indisponível: ${(error as Error).message}`, resposta: null };
  }
}
