import { randomBytes } from 'node:crypto';
import { todayInSaoPaulo } from '@cfc/domain';
import type { Insertable, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { EadVerificacoesTable } from '../../platform/db/schema-ead.ts';
import { canonical, hashDe } from './auditoria.ts';

/**
 * Remote lessons in the demo (deterministic but for the links): in the school's running theory
 * class, the last session given becomes a remote one with its stream ended and counted (the students'
 * connections, their face checks at the opening and the close, one student failing a random check
 * and counted absent for it, a few chat messages, the hash-chained audit trail), and the next session
 * (today's when there is one) becomes remote too, for the instructor's console and the students' link.
 * No photos: reference photos and check photos are taken with the camera in the demo itself.
 */

const MINUTE = 60_000;
const at = (base: Date | string, minutos: number) => new Date(new Date(base).getTime() + minutos * MINUTE);
const link = () => randomBytes(18).toString('base64url');

export async function seedEad(
  trx: Transaction<DB>,
  schoolId: number,
  today = todayInSaoPaulo(),
): Promise<void> {
  const sessoes = await trx
    .selectFrom('aulas_teoricas as a')
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .select(['a.id', 'a.inicio', 'a.fim', 'a.status', 'a.instrutor_id', 'i.usuario_id', 'i.nome'])
    .where('a.autoescola_id', '=', schoolId)
    .orderBy('a.inicio')
    .execute();
  const dadas = sessoes.filter((item) => item.status === 'encerrada');
  const passada = dadas.at(-1);
  const proxima = sessoes.find(
    (item) => item.status === 'agendada' && new Date(item.fim).toISOString().slice(0, 10) >= today,
  );
  if (!passada || !proxima) return;

  for (const aula of [passada, proxima]) {
    await trx
      .updateTable('aulas_teoricas')
      .set({ modalidade: 'remota_ao_vivo', link_ead: link() })
      .where('autoescola_id', '=', schoolId)
      .where('id', '=', aula.id)
      .execute();
  }
  // Remote: no room camera.
  await trx
    .deleteFrom('evidencias')
    .where('autoescola_id', '=', schoolId)
    .where('aula_id', '=', passada.id)
    .execute();

  const inicio = new Date(passada.inicio);
  const fim = new Date(passada.fim);
  const lista = await trx
    .selectFrom('presencas as p')
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'p.autoescola_id').onRef('al.id', '=', 'p.aluno_id'),
    )
    .select(['p.aluno_id', 'p.entrada', 'p.saida', 'al.nome', 'al.usuario_id'])
    .where('p.autoescola_id', '=', schoolId)
    .where('p.aula_id', '=', passada.id)
    .orderBy('p.aluno_id')
    .execute();

  // The audit trail, built as the lesson went.
  const eventos: {
    em: Date;
    acao: string;
    usuario_id: number | null;
    aluno_id: number | null;
    ip: string | null;
    dados: Record<string, unknown>;
  }[] = [];
  const verificacoes: Insertable<EadVerificacoesTable>[] = [];
  const instrutorUsuario = passada.usuario_id === null ? null : Number(passada.usuario_id);

  for (const momento of ['abertura', 'encerramento'] as const) {
    const em = momento === 'abertura' ? at(inicio, -4) : at(fim, 1);
    verificacoes.push({
      autoescola_id: schoolId,
      aula_id: passada.id,
      instrutor_id: passada.instrutor_id,
      aluno_id: null,
      momento,
      pedida_em: em,
      prazo_em: at(em, 3),
      respondida_em: em,
      resultado: 'aprovada',
      rostos: 1,
      similaridade: 81,
      vivacidade: 97,
      ip: '177.71.20.14',
    });
    eventos.push({
      em,
      acao: 'verificacao_instrutor',
      usuario_id: instrutorUsuario,
      aluno_id: null,
      ip: '177.71.20.14',
      dados: { momento, resultado: 'aprovada' },
    });
  }
  eventos.push({
    em: at(inicio, -3),
    acao: 'aula_iniciada',
    usuario_id: instrutorUsuario,
    aluno_id: null,
    ip: '177.71.20.14',
    dados: { verificacoes_aleatorias: 1 },
  });

  const presentes = lista.filter((item) => item.entrada !== null);
  const reprovado = presentes[1];
  for (const [k, aluno] of presentes.entries()) {
    const entrou = new Date(aluno.entrada as Date | string);
    const saiu = aluno.saida ? new Date(aluno.saida) : fim;
    const ip = `189.40.${10 + k}.${20 + ((k * 37) % 200)}`;
    await trx
      .insertInto('ead_conexoes')
      .values({
        autoescola_id: schoolId,
        aula_id: passada.id,
        aluno_id: aluno.aluno_id,
        usuario_id: aluno.usuario_id,
        dispositivo: `demo-dispositivo-${aluno.aluno_id}`,
        ip,
        user_agent:
          k % 2 === 0
            ? 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile'
            : 'Mozilla/5.0 (Windows NT 10.0) Chrome/131',
        entrou_em: entrou,
        ultimo_sinal_em: saiu,
        saiu_em: saiu,
        motivo_saida: 'aula_encerrada',
      })
      .execute();
    eventos.push({
      em: entrou,
      acao: 'entrou',
      usuario_id: aluno.usuario_id,
      aluno_id: aluno.aluno_id,
      ip,
      dados: { dispositivo: `demo-dispositivo-${aluno.aluno_id}` },
    });
    const checks = [
      { momento: 'abertura' as const, em: at(entrou, 1), aprovada: true },
      ...(aluno === reprovado
        ? [{ momento: 'aleatoria' as const, em: at(inicio, 41), aprovada: false }]
        : []),
      { momento: 'encerramento' as const, em: at(fim, 1), aprovada: true },
    ];
    for (const check of checks) {
      verificacoes.push({
        autoescola_id: schoolId,
        aula_id: passada.id,
        aluno_id: aluno.aluno_id,
        instrutor_id: null,
        momento: check.momento,
        pedida_em: check.em,
        prazo_em: at(check.em, 3),
        respondida_em: at(check.em, 0.5),
        resultado: check.aprovada ? 'aprovada' : 'reprovada',
        motivo: check.aprovada ? null : 'rosto_diferente',
        rostos: 1,
        similaridade: check.aprovada ? 68 + ((k * 7) % 20) : 24,
        vivacidade: 92 + (k % 7),
        ip,
      });
      eventos.push({
        em: at(check.em, 0.5),
        acao: 'verificacao_respondida',
        usuario_id: aluno.usuario_id,
        aluno_id: aluno.aluno_id,
        ip,
        dados: { momento: check.momento, resultado: check.aprovada ? 'aprovada' : 'reprovada' },
      });
    }
  }
  await trx.insertInto('ead_verificacoes').values(verificacoes).execute();

  if (reprovado) {
    await trx
      .updateTable('presencas')
      .set({
        entrada: null,
        saida: null,
        minutos: 0,
        horas_aula: 0,
        motivo_ausencia:
          'Verificação facial (aleatória) reprovada: O rosto não confere com a foto de referência do cadastro.',
      })
      .where('autoescola_id', '=', schoolId)
      .where('aula_id', '=', passada.id)
      .where('aluno_id', '=', reprovado.aluno_id)
      .execute();
  }
  await trx
    .updateTable('presencas')
    .set({ motivo_ausencia: 'O aluno não entrou na aula.' })
    .where('autoescola_id', '=', schoolId)
    .where('aula_id', '=', passada.id)
    .where('entrada', 'is', null)
    .where('motivo_ausencia', 'is', null)
    .execute();
  const autor = presentes[0];
  const mensagens = [
    {
      em: at(inicio, 2),
      autor_nome: passada.nome,
      autor_papel: 'instrutor' as const,
      usuario_id: instrutorUsuario,
      aluno_id: null,
      texto: 'Bom dia! Vamos começar pela sinalização vertical.',
    },
    ...(autor
      ? [
          {
            em: at(inicio, 33),
            autor_nome: autor.nome,
            autor_papel: 'aluno' as const,
            usuario_id: autor.usuario_id,
            aluno_id: autor.aluno_id,
            texto: 'Professor, a placa R-6a proíbe parar ou só estacionar?',
          },
        ]
      : []),
    {
      em: at(inicio, 34),
      autor_nome: passada.nome,
      autor_papel: 'instrutor' as const,
      usuario_id: instrutorUsuario,
      aluno_id: null,
      texto: 'Só estacionar: parar para embarque e desembarque é permitido.',
    },
  ];
  for (const { em, ...mensagem } of mensagens) {
    await trx
      .insertInto('ead_mensagens')
      .values({ autoescola_id: schoolId, aula_id: passada.id, criada_em: em, ...mensagem })
      .execute();
  }
  eventos.push({
    em: fim,
    acao: 'aula_encerrada',
    usuario_id: instrutorUsuario,
    aluno_id: null,
    ip: '177.71.20.14',
    dados: { conectados: presentes.length },
  });
  for (const aluno of lista) {
    const presente = aluno.entrada !== null && aluno !== reprovado;
    eventos.push({
      em: at(fim, 4),
      acao: 'presenca_contada',
      usuario_id: null,
      aluno_id: aluno.aluno_id,
      ip: null,
      dados: { presente },
    });
  }

  eventos.sort((a, b) => a.em.getTime() - b.em.getTime());
  let anterior = '';
  const registros = eventos.map((evento, index) => {
    const conteudo = {
      autoescola_id: schoolId,
      aula_id: passada.id,
      seq: index + 1,
      em: evento.em.toISOString(),
      acao: evento.acao,
      usuario_id: evento.usuario_id === null ? null : Number(evento.usuario_id),
      aluno_id: evento.aluno_id === null ? null : Number(evento.aluno_id),
      ip: evento.ip,
      dados: evento.dados,
    };
    const hash = hashDe(conteudo, anterior);
    const registro = { ...conteudo, dados: canonical(conteudo.dados), hash_anterior: anterior, hash };
    anterior = hash;
    return registro;
  });
  await trx
    .insertInto('ead_transmissoes')
    .values({
      autoescola_id: schoolId,
      aula_id: passada.id,
      status: 'encerrada',
      iniciada_em: at(inicio, -3),
      iniciada_por: instrutorUsuario,
      encerrada_em: fim,
      encerrada_por: instrutorUsuario,
      contagem_em: at(fim, 4),
      contada_em: at(fim, 4),
      auditoria_seq: registros.length,
      auditoria_hash: anterior,
    })
    .execute();
  if (registros.length > 0) await trx.insertInto('ead_auditoria').values(registros).execute();
}
