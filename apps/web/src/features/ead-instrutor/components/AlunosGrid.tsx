import type { AlunoNaSala } from '@cfc/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHandStop, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResultadoBadge } from '../../ead/index.ts';

export interface AlunosGridProps {
  readonly alunos: readonly AlunoNaSala[];
  /** Whether the caller may ask for checks (its instructor, or staff with turmas_edit). */
  readonly podeConduzir: boolean;
  /** Checks can be asked only while the lesson is live. */
  readonly aoVivo: boolean;
  readonly onVerificar: (idAluno?: number) => void;
  readonly verificando: boolean;
}

function Conexao({ aluno }: { readonly aluno: AlunoNaSala }) {
  const { t } = useTranslation();
  if (aluno.conectado)
    return (
      <Badge color="green" variant="light">
        {t('eadInstrutor.alunos.conectado')}
      </Badge>
    );
  if (aluno.entrou_em === null)
    return (
      <Badge color="gray" variant="light">
        {t('eadInstrutor.alunos.naoEntrou')}
      </Badge>
    );
  return (
    <Badge color="red" variant="light">
      {t('eadInstrutor.alunos.caiu')}
    </Badge>
  );
}

function AlunoCard({
  aluno,
  podeVerificar,
  onVerificar,
  verificando,
}: {
  readonly aluno: AlunoNaSala;
  readonly podeVerificar: boolean;
  readonly onVerificar: (idAluno: number) => void;
  readonly verificando: boolean;
}) {
  const { t } = useTranslation();
  const ultima = aluno.ultima_verificacao;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      aria-label={aluno.aluno_nome}
      component="article"
      style={
        aluno.mao_levantada ? { borderColor: 'var(--mantine-color-yellow-5)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {aluno.aluno_nome}
          </Text>
          {aluno.mao_levantada ? (
            <Badge color="yellow" variant="filled" leftSection={<IconHandStop size={12} aria-hidden />}>
              {t('eadInstrutor.alunos.maoLevantada')}
            </Badge>
          ) : null}
        </Group>
        <Group gap={6}>
          <Conexao aluno={aluno} />
          {ultima ? (
            <ResultadoBadge verificacao={ultima} />
          ) : (
            <Badge color="gray" variant="outline">
              {t('eadInstrutor.alunos.semVerificacao')}
            </Badge>
          )}
          {aluno.referencia ? null : (
            <Badge color="orange" variant="outline">
              {t('eadInstrutor.alunos.semReferencia')}
            </Badge>
          )}
        </Group>
        {ultima?.motivo_texto ? (
          <Text size="xs" c="red.7">
            {ultima.motivo_texto}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('eadInstrutor.alunos.minutos', { count: aluno.minutos_conectados })}
          {aluno.quedas > 0 ? ` · ${t('eadInstrutor.alunos.quedas', { count: aluno.quedas })}` : ''}
          {aluno.presente === null
            ? ''
            : ` · ${aluno.presente ? t('eadInstrutor.alunos.presente', { count: aluno.horas_aula ?? 0 }) : t('eadInstrutor.alunos.ausente')}`}
        </Text>
        {aluno.presente === false && aluno.motivo ? (
          <Text size="xs" c="dimmed">
            {aluno.motivo}
          </Text>
        ) : null}
        {podeVerificar ? (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconShieldCheck size={14} aria-hidden />}
            disabled={!aluno.conectado || verificando}
            onClick={() => onVerificar(aluno.id_aluno)}
            aria-label={`${t('eadInstrutor.alunos.verificarAgora')}: ${aluno.aluno_nome}`}
          >
            {t('eadInstrutor.alunos.verificarAgora')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The students of the lesson, as a video call shows its participants: connection, checks, hands. */
export function AlunosGrid({ alunos, podeConduzir, aoVivo, onVerificar, verificando }: AlunosGridProps) {
  const { t } = useTranslation();
  const conectados = alunos.filter((aluno) => aluno.conectado).length;
  const podeVerificar = podeConduzir && aoVivo;
  // Raised hands first, then the connected, then by name.
  const ordenados = [...alunos].sort(
    (a, b) =>
      Number(b.mao_levantada) - Number(a.mao_levantada) ||
      Number(b.conectado) - Number(a.conectado) ||
      a.aluno_nome.localeCompare(b.aluno_nome),
  );
  return (
    <Stack gap="sm" component="section" aria-label={t('eadInstrutor.alunos.title')}>
      <Group justify="space-between">
        <div>
          <Title order={2} size="h4">
            {t('eadInstrutor.alunos.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('eadInstrutor.alunos.resumo', { conectados, total: alunos.length })}
          </Text>
        </div>
        {podeVerificar ? (
          <Button
            variant="light"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            onClick={() => onVerificar()}
            loading={verificando}
            disabled={conectados === 0}
          >
            {t('eadInstrutor.alunos.verificarTodos')}
          </Button>
        ) : null}
      </Group>
      {alunos.length === 0 ? (
        <Text c="dimmed">{t('eadInstrutor.alunos.vazio')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
          {ordenados.map((aluno) => (
            <AlunoCard
              key={aluno.id_aluno}
              aluno={aluno}
              podeVerificar={podeVerificar}
              onVerificar={onVerificar}
              verificando={verificando}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
