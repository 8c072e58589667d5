import type { AlunoNaSala, SalaEad as Sala } from '@cfc/contract';
import { Alert, Badge, Button, Grid, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFileTypePdf, IconScan, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/client.ts';
import { displayDate } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import {
  type Alcance,
  useMensagemEquipe,
  useRelatorio,
  useSalaEad,
  useSolicitarVerificacao,
} from '../api.ts';
import { AlunosGrid } from './AlunosGrid.tsx';
import { AuditoriaSala } from './AuditoriaSala.tsx';
import { TransmissaoBadge } from './Badges.tsx';
import { ChatSala } from './ChatSala.tsx';
import { TransmissaoPlayer } from './TransmissaoPlayer.tsx';

const hora = (value: string) => value.slice(0, 5);

/** The state's rules the room applies, in a line under the title. */
function Regras({ regras }: { readonly regras: Sala['regras'] }) {
  const { t } = useTranslation();
  const partes = [
    t('monitoramentoEad.regras.tolerancia', { count: regras.tolerancia_entrada_minutos }),
    regras.presenca_minima_percentual === null
      ? t('monitoramentoEad.regras.presencaPresencial')
      : t('monitoramentoEad.regras.presencaMinima', { percentual: regras.presenca_minima_percentual }),
    regras.verificacoes_aleatorias_percentual > 0
      ? t('monitoramentoEad.regras.aleatorias', { percentual: regras.verificacoes_aleatorias_percentual })
      : t('monitoramentoEad.regras.semAleatorias'),
  ];
  return (
    <Text size="xs" c="dimmed">
      {partes.join(' · ')}
      {regras.fundamento ? ` (${regras.fundamento})` : ''}
    </Text>
  );
}

interface SalaEadProps {
  readonly sala: Sala;
  readonly alcance: Alcance;
}

/** The room as monitoring and the school see it: stream, students' faces and checks, chat, audit. */
export function SalaEadView({ sala, alcance }: SalaEadProps) {
  const { t } = useTranslation();
  const { aula } = sala;
  const id = aula.id_aula_teorica;
  const solicitar = useSolicitarVerificacao(alcance);
  const mensagem = useMensagemEquipe(alcance);
  const relatorio = useRelatorio(alcance);
  const monitoramento = alcance === 'todas';
  const podeVerificar = (sala.pode_conduzir || monitoramento) && aula.transmissao === 'ao_vivo';

  const verificar = (aluno?: AlunoNaSala) =>
    solicitar.mutate(
      { id, idAluno: aluno?.id_aluno },
      {
        onSuccess: (reply) => notifySuccess(reply.mensagem),
        onError: (error) => notifyError(error, t('monitoramentoEad.sala.verificarErro')),
      },
    );
  const enviar = (texto: string) =>
    mensagem.mutateAsync({ id, texto }).catch((error: unknown) => {
      notifyError(error, t('monitoramentoEad.chat.erro'));
      throw error;
    });
  const verificandoAluno = solicitar.isPending ? solicitar.variables?.idAluno : undefined;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} size="h3">
                {aula.turma_nome} · {aula.disciplina_nome}
              </Title>
              <TransmissaoBadge status={aula.transmissao} />
            </Group>
            <Text size="sm">
              {t('monitoramentoEad.sala.resumo', {
                autoescola: aula.autoescola_nome,
                instrutor: aula.instrutor_nome,
                data: displayDate(aula.data, true),
                inicio: hora(aula.hora_inicio),
                fim: hora(aula.hora_fim),
              })}
            </Text>
            <Regras regras={sala.regras} />
          </Stack>
          <Group gap="sm">
            <Badge size="lg" variant="light" color="gray" leftSection={<IconUsers size={14} aria-hidden />}>
              {t('monitoramentoEad.sala.conectados', { conectados: aula.conectados, alunos: aula.alunos })}
            </Badge>
            {podeVerificar && (
              <Button
                variant="default"
                leftSection={<IconScan size={18} aria-hidden />}
                loading={solicitar.isPending && verificandoAluno === undefined}
                onClick={() => verificar()}
              >
                {t('monitoramentoEad.sala.verificarTodos')}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              loading={relatorio.busy(id)}
              onClick={() => relatorio.download(id)}
            >
              {t('monitoramentoEad.sala.relatorio')}
            </Button>
          </Group>
        </Group>
      </Paper>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TransmissaoPlayer aula={aula} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ChatSala
            mensagens={sala.mensagens}
            onEnviar={sala.pode_conduzir && !monitoramento ? enviar : undefined}
            enviando={mensagem.isPending}
          />
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="md" p="md">
        <Tabs defaultValue="alunos" keepMounted={false}>
          <Tabs.List aria-label={t('monitoramentoEad.sala.abas')} mb="md">
            <Tabs.Tab value="alunos">{t('monitoramentoEad.sala.alunos')}</Tabs.Tab>
            <Tabs.Tab value="auditoria">{t('monitoramentoEad.auditoria.title')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="alunos">
            <AlunosGrid
              alunos={sala.alunos}
              alcance={alcance}
              onVerificar={podeVerificar ? verificar : undefined}
              verificando={verificandoAluno}
            />
          </Tabs.Panel>
          <Tabs.Panel value="auditoria">
            <AuditoriaSala aulaId={id} alcance={alcance} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}

/** Reads the room (every 3 s while not ended) and shows it. */
export function SalaEad({ aulaId, alcance }: { readonly aulaId: number; readonly alcance: Alcance }) {
  const { t } = useTranslation();
  const sala = useSalaEad(aulaId, alcance);
  if (sala.isPending) return <Skeleton h={420} radius="md" aria-label={t('app.loading')} />;
  if (sala.isError) {
    return (
      <Alert color="danger" icon={<IconAlertCircle aria-hidden />} title={t('monitoramentoEad.sala.erro')}>
        {serverMessage(sala.error)}
      </Alert>
    );
  }
  return <SalaEadView sala={sala.data} alcance={alcance} />;
}
