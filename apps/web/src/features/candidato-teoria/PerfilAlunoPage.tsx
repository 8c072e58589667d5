import type { CandidatoAulasTeoricas, Processo } from '@cfc/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconEdit, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api/client.ts';
import { DescriptionItem } from '../../ui/DescriptionItem.tsx';
import { displayCpf, displayDate, displayPhone } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useCandidatoTeoria, usePerfilCandidato } from './api.ts';
import { CorrecaoModal } from './components/CorrecaoModal.tsx';

type ProgressoTeorico = CandidatoAulasTeoricas['progresso'][number];

const percent = (feitas: number, total: number) => (total <= 0 ? 100 : Math.min(100, (feitas / total) * 100));

function Apto({ apto, label }: { readonly apto: boolean; readonly label: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} justify="space-between" wrap="nowrap">
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Badge
        color={apto ? 'brand' : 'warning'}
        variant={apto ? 'filled' : 'light'}
        leftSection={apto ? <IconCircleCheck size={14} aria-hidden /> : undefined}
      >
        {apto ? t('candidatoTeoria.perfil.apto') : t('candidatoTeoria.perfil.naoApto')}
      </Badge>
    </Group>
  );
}

/** What is still missing for one exam, each rule with its norm and article. */
function Pendencias({
  titulo,
  aptidao,
}: {
  readonly titulo: string;
  readonly aptidao: Processo['aptidao'] | null | undefined;
}) {
  if (!aptidao || aptidao.apto || aptidao.pendencias.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {titulo}
      </Text>
      <List size="sm" spacing={4}>
        {aptidao.pendencias.map((pendencia) => (
          <List.Item key={pendencia.code}>
            {pendencia.mensagem}
            <Text span size="xs" c="dimmed">{` (${pendencia.fundamento})`}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Horas({
  label,
  feitas,
  total,
}: {
  readonly label: string;
  readonly feitas: number;
  readonly total: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={700}>
          {t('candidatoTeoria.perfil.horas', { feitas, total })}
        </Text>
      </Group>
      <Progress value={percent(feitas, total)} size={10} radius="xl" aria-label={label} />
    </Stack>
  );
}

function ProcessoCard({
  processo,
  teoria,
}: {
  readonly processo: Processo;
  readonly teoria: ProgressoTeorico | undefined;
}) {
  const { t } = useTranslation();
  const titulo = t('candidatoTeoria.progresso.processo', {
    categoria: processo.categoria,
    renach: processo.renach,
  });
  // The theory exam's eligibility comes with the course's hours; none when the course has no theory.
  const exameTeorico = teoria?.aptidao ?? null;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={titulo}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700}>{titulo}</Text>
            <Text size="sm" c="dimmed">
              {`${t(`candidatoTeoria.perfil.tipo.${processo.tipo}`)} · ${processo.regime_nome}`}
            </Text>
          </Stack>
          <Badge
            variant="light"
            color={processo.status === 'aberto' ? 'info' : 'gray'}
            style={{ flexShrink: 0 }}
          >
            {t(`candidatoTeoria.perfil.status.${processo.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
          <DescriptionItem
            label={t('candidatoTeoria.perfil.abertoEm')}
            value={displayDate(processo.aberto_em, true)}
          />
          <DescriptionItem
            label={t('candidatoTeoria.perfil.validade')}
            value={
              processo.validade
                ? displayDate(processo.validade, true)
                : t('candidatoTeoria.perfil.semValidade')
            }
          />
          <DescriptionItem label={t('candidatoTeoria.perfil.ladv')} value={processo.ladv_numero ?? '—'} />
          <DescriptionItem
            label={t('candidatoTeoria.perfil.ladvValidade')}
            value={processo.ladv_validade ? displayDate(processo.ladv_validade, true) : '—'}
          />
        </SimpleGrid>
        {teoria && (
          <Horas
            label={t('candidatoTeoria.perfil.teoria')}
            feitas={teoria.realizadas}
            total={teoria.requeridas}
          />
        )}
        <Horas
          label={t('candidatoTeoria.perfil.pratica')}
          feitas={processo.horas_realizadas}
          total={processo.horas_requeridas}
        />
        <Stack gap={6}>
          {exameTeorico && <Apto apto={exameTeorico.apto} label={t('candidatoTeoria.perfil.exameTeorico')} />}
          <Apto apto={processo.aptidao.apto} label={t('candidatoTeoria.perfil.examePratico')} />
        </Stack>
        <Pendencias titulo={t('candidatoTeoria.perfil.pendenciasTeorico')} aptidao={exameTeorico} />
        <Pendencias titulo={t('candidatoTeoria.perfil.pendencias')} aptidao={processo.aptidao} />
      </Stack>
    </Paper>
  );
}

/**
 * /candidato/aluno/perfil — the student's own data, their processes and categories, progress in
 * theory and practice, eligibility for the exams, and the request to correct their data.
 */
export function PerfilAlunoPage() {
  const { t } = useTranslation();
  const perfil = usePerfilCandidato();
  const teoria = useCandidatoTeoria(undefined);
  const [corrigir, setCorrigir] = useState(false);

  const acao = (
    <Button
      leftSection={<IconEdit size={18} aria-hidden />}
      variant="light"
      onClick={() => setCorrigir(true)}
    >
      {t('candidatoTeoria.correcao.abrir')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('candidatoTeoria.perfil.title')}
        description={t('candidatoTeoria.perfil.intro')}
        crumbs={[{ label: t('candidatoTeoria.perfil.title') }]}
        action={acao}
      />
      {perfil.isPending && (
        <Stack gap="md" aria-busy="true" aria-label={t('app.loading')}>
          <Skeleton h={200} radius="md" />
          <Skeleton h={260} radius="md" />
        </Stack>
      )}
      {perfil.isError && (
        <Alert
          color="danger"
          icon={<IconAlertCircle aria-hidden />}
          title={t('candidatoTeoria.perfil.loadError')}
        >
          <Stack gap="sm" align="flex-start">
            {serverMessage(perfil.error)}
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void perfil.refetch()}
            >
              {t('candidatoTeoria.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {perfil.data && (
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="dados-aluno">
            <Title order={2} size="h4" id="dados-aluno" mb="sm">
              {t('candidatoTeoria.perfil.dados')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
              <DescriptionItem label={t('candidatoTeoria.perfil.nome')} value={perfil.data.aluno.nome} />
              <DescriptionItem label="CPF" value={displayCpf(perfil.data.aluno.cpf)} />
              <DescriptionItem
                label={t('candidatoTeoria.perfil.nascimento')}
                value={
                  perfil.data.aluno.data_nascimento
                    ? displayDate(perfil.data.aluno.data_nascimento, true)
                    : '—'
                }
              />
              <DescriptionItem
                label={t('candidatoTeoria.perfil.mae')}
                value={perfil.data.aluno.nome_mae ?? '—'}
              />
              <DescriptionItem
                label={t('candidatoTeoria.perfil.email')}
                value={perfil.data.aluno.email ?? '—'}
              />
              <DescriptionItem
                label={t('candidatoTeoria.perfil.telefone')}
                value={perfil.data.aluno.telefone ? displayPhone(perfil.data.aluno.telefone) : '—'}
              />
              <DescriptionItem
                label={t('candidatoTeoria.perfil.endereco')}
                value={
                  [
                    perfil.data.aluno.logradouro,
                    perfil.data.aluno.numero,
                    perfil.data.aluno.bairro,
                    [perfil.data.aluno.cidade, perfil.data.aluno.uf].filter(Boolean).join(' - '),
                  ]
                    .filter(Boolean)
                    .join(', ') || '—'
                }
              />
              <DescriptionItem label="RENACH" value={perfil.data.aluno.renach ?? '—'} />
              <DescriptionItem
                label={t('candidatoTeoria.perfil.situacao')}
                value={t(`candidatoTeoria.perfil.situacaoAluno.${perfil.data.aluno.situacao}`)}
              />
            </SimpleGrid>
          </Paper>
          <Stack gap="sm" component="section" aria-labelledby="processos-aluno">
            <Title order={2} size="h4" id="processos-aluno">
              {t('candidatoTeoria.perfil.processos')}
            </Title>
            {perfil.data.processos.length === 0 ? (
              <Paper withBorder radius="md" p="md">
                <Text c="dimmed">{t('candidatoTeoria.perfil.semProcessos')}</Text>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {perfil.data.processos.map((processo) => (
                  <ProcessoCard
                    key={processo.id_processo}
                    processo={processo}
                    teoria={teoria.data?.progresso.find((item) => item.id_processo === processo.id_processo)}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Stack>
      )}
      <CorrecaoModal opened={corrigir} onClose={() => setCorrigir(false)} />
    </>
  );
}
