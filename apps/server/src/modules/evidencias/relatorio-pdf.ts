import type { EvidenciaAula } from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import type { Content } from 'pdfmake/interfaces';
import { renderPdfDocument, TABLE_LAYOUT } from '../../platform/documents/documents.ts';
import { desenharTrajeto, scaleLabel } from './mapa.ts';
import { ROTULOS } from './rotulos.ts';

/**
 * The contestation report of a lesson as a PDF: the school's header, the SHA-256 of the report's
 * content (on the first page and at the foot of every page), the lesson, the odometer, the track
 * drawn without map tiles, the photos with their face check, the timeline, every send to the
 * authority with its payload and answer, the alerts with their handling, the manual evidence.
 */

export interface RelatorioPdfInput {
  evidencia: EvidenciaAula;
  hashConteudo: string;
  geradoPor: string;
  geradoEm: Date;
  /** The photos' images (JPEG), by moment. */
  fotos: Map<string, Buffer>;
}

const when = (iso: string | null) => (iso ? formatDateBR(iso) : '-');
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '-' : String(value);
const json = (value: unknown) =>
  value === null || value === undefined ? '-' : JSON.stringify(value, null, 2);

function table(headers: string[], rows: (string | Content)[][], widths?: (number | '*' | 'auto')[]): Content {
  return {
    table: {
      headerRows: 1,
      widths: widths ?? headers.map(() => '*'),
      body: [headers.map((h) => ({ text: h, style: 'cabecalho' })), ...rows],
    },
    layout: TABLE_LAYOUT,
    margin: [0, 0, 0, 8],
  };
}

const section = (title: string): Content => ({ text: title, style: 'subtitulo' });
const empty = (message: string): Content => ({ text: message, style: 'meta', margin: [0, 0, 0, 8] });

function keyValues(pairs: [string, string][]): Content {
  return {
    table: { widths: [130, '*'], body: pairs.map(([k, v]) => [{ text: k, bold: true }, v]) },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
  };
}

export async function renderRelatorioPdf(input: RelatorioPdfInput): Promise<Buffer> {
  const { evidencia: e, hashConteudo } = input;
  const { aula, hodometro } = e;
  const mapa = await desenharTrajeto(e);
  const content: Content[] = [
    {
      columns: [
        { text: aula.autoescola_nome, style: 'escola' },
        {
          text: aula.autoescola_cnpj ? `CNPJ ${aula.autoescola_cnpj}` : '',
          alignment: 'right',
          style: 'meta',
        },
      ],
    },
    { text: 'Relatório de contestação de aula realizada', style: 'titulo' },
    {
      text: `Emitido em ${formatDateBR(input.geradoEm.toISOString())} por ${input.geradoPor}`,
      style: 'meta',
    },
    { text: 'SHA-256 do conteúdo do relatório:', style: 'meta', margin: [0, 6, 0, 0] },
    { text: hashConteudo, font: 'Courier', fontSize: 9, bold: true, margin: [0, 0, 0, 8] },
    section('Aula'),
    keyValues([
      ['Aula', `#${aula.id_aula_pratica}`],
      ['Aluno', `${aula.aluno_nome} · CPF ${aula.aluno_cpf} · RENACH ${aula.renach}`],
      ['Instrutor', aula.instrutor_nome],
      ['Veículo / categoria', `${aula.veiculo_placa} · ${aula.categoria}`],
      ['Previsto', `${when(aula.inicio_previsto)} a ${when(aula.fim_previsto)} (${aula.horas_aula} h/a)`],
      ['Realizado', `${when(aula.inicio_real)} a ${when(aula.fim_real)}`],
      ['Situação', `${ROTULOS.status[aula.status]} · GETRAN: ${aula.getran_status ?? 'PENDENTE'}`],
      ['Contingência', aula.contingencia ? 'Sim (sem evidências do aplicativo)' : 'Não'],
    ]),
    section('Hodômetro'),
    keyValues([
      ['Início', hodometro.inicio === null ? '-' : `${hodometro.inicio} km`],
      ['Fim', hodometro.fim === null ? '-' : `${hodometro.fim} km`],
      ['Percorrido (hodômetro)', hodometro.km === null ? '-' : `${hodometro.km} km`],
      ['Percorrido (trajeto GPS)', hodometro.km_gps === null ? '-' : `${hodometro.km_gps} km`],
    ]),
    section('Trajeto'),
    mapa
      ? {
          stack: [
            { image: `data:image/png;base64,${mapa.png.toString('base64')}`, width: 515 },
            {
              text: `${e.trajeto.length} posições GPS · início (verde), fim (vermelho), fotos (F1 início, F2 fim) · barra de escala: ${scaleLabel(mapa.escalaMetros)} · desenho sem mapa de fundo`,
              style: 'meta',
              margin: [0, 4, 0, 8],
            },
          ],
        }
      : empty('A aula não tem posições GPS registradas.'),
    section('Fotos e verificação facial'),
    e.fotos.length === 0
      ? empty('A aula não tem fotos.')
      : {
          columns: e.fotos.map((foto) => {
            const image = input.fotos.get(foto.momento);
            return {
              width: 250,
              stack: [
                image
                  ? { image: `data:image/jpeg;base64,${image.toString('base64')}`, fit: [240, 180] }
                  : empty('Arquivo indisponível.'),
                {
                  text: `${ROTULOS.momento[foto.momento]} · ${when(foto.registrado_em)}`,
                  bold: true,
                  margin: [0, 4, 0, 0],
                },
                {
                  text: `${ROTULOS.verificacao[foto.verificacao]} · rostos: ${text(foto.rostos)} · similaridade: ${foto.similaridade === null ? '-' : `${foto.similaridade.toFixed(1)}%`}`,
                  style: 'meta',
                },
                {
                  text:
                    foto.latitude === null
                      ? 'Sem posição'
                      : `Posição ${foto.latitude.toFixed(5)}, ${foto.longitude?.toFixed(5)}`,
                  style: 'meta',
                },
              ],
            };
          }),
          columnGap: 12,
          margin: [0, 0, 0, 8],
        },
    section('Linha do tempo'),
    table(
      ['Quando', 'Evento', 'Detalhe', 'Por'],
      e.linha_do_tempo.map((l) => [when(l.quando), ROTULOS.linha(l), text(l.detalhe), text(l.usuario)]),
      [90, 140, '*', 90],
    ),
    section('Envios ao órgão de trânsito (GETRAN)'),
    ...(e.envios.length === 0
      ? [empty('A aula não foi enviada pela plataforma.')]
      : e.envios.flatMap((envio): Content[] => [
          {
            text: `${when(envio.quando)} · ${envio.operacao} (${envio.ambiente}) · HTTP ${text(envio.http_status)} · ${text(envio.status ?? envio.erro)}${envio.usuario ? ` · por ${envio.usuario}` : ''}`,
            bold: true,
            margin: [0, 4, 0, 2],
          },
          {
            columns: [
              {
                stack: [
                  { text: 'Enviado', style: 'meta' },
                  { text: json(envio.payload), font: 'Courier', fontSize: 7 },
                ],
              },
              {
                stack: [
                  { text: 'Resposta', style: 'meta' },
                  { text: json(envio.resposta), font: 'Courier', fontSize: 7 },
                ],
              },
            ],
            columnGap: 10,
          },
        ])),
    section('Alertas e tratamento'),
    e.alertas.length === 0
      ? empty('Nenhum alerta para esta aula.')
      : table(
          ['Detectado', 'Alerta', 'Severidade', 'Situação', 'Tratamento'],
          e.alertas.map((a) => [
            when(a.detectado_em),
            `${a.titulo}\n${a.descricao}`,
            ROTULOS.severidade[a.severidade],
            ROTULOS.estadoAlerta[a.estado],
            a.historico
              .map(
                (h) =>
                  `${when(h.quando)} ${ROTULOS.estadoAlerta[h.para as keyof typeof ROTULOS.estadoAlerta] ?? h.para}${h.usuario ? ` (${h.usuario})` : ''}${h.nota ? `: ${h.nota}` : ''}`,
              )
              .join('\n') || '-',
          ]),
          [80, '*', 55, 60, 150],
        ),
    section('Evidências manuais (contingência)'),
    e.manuais.length === 0
      ? empty('Nenhuma evidência manual.')
      : table(
          ['Enviado', 'Arquivo', 'Descrição', 'SHA-256'],
          e.manuais.map((m) => [
            when(m.enviado_em),
            m.nome,
            m.descricao,
            { text: m.sha256, font: 'Courier', fontSize: 6 },
          ]),
          [80, 110, '*', 150],
        ),
  ];
  return renderPdfDocument({
    info: {
      title: 'Relatório de contestação de aula realizada',
      subject: hashConteudo,
      creator: 'CFC Plataforma',
    },
    content,
  });
}
