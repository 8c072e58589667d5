import type { Processo } from '@cfc/contract';
import { Alert, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AlunoPicker } from '../alunos/index.ts';
import { useProcessosDoAluno } from './api.ts';
import { HorasPanel } from './components/HorasPanel.tsx';
import { StatusBadge } from './components/StatusBadge.tsx';
import { consultaPath } from './links.ts';

function ProcessosDoAluno({
  alunoId,
  chosen,
  onChoose,
}: {
  readonly alunoId: number;
  readonly chosen: number | undefined;
  readonly onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const processos = useProcessosDoAluno(alunoId);
  if (processos.isPending) return <Skeleton h={200} radius="md" />;
  if (processos.isError) return <Alert color="danger">{t('processos.pratica.loadError')}</Alert>;
  // The most recent process is the one people ask about.
  const current = processos.data.find((p) => p.id_processo === chosen) ?? processos.data[0];
  if (current === undefined) return <Alert color="info">{t('processos.pratica.none')}</Alert>;
  const label = (p: Processo) =>
    t('processos.pratica.processoLabel', {
      categoria: p.categoria,
      tipo: t(`processos.tipos.${p.tipo}`),
      data: displayDate(p.aberto_em, true),
    });
  return (
    <Stack gap="lg">
      {processos.data.length > 1 && (
        <SegmentedControl
          aria-label={t('processos.pratica.processos')}
          value={String(current.id_processo)}
          onChange={(value) => onChoose(Number(value))}
          data={processos.data.map((p) => ({ value: String(p.id_processo), label: label(p) }))}
          orientation="vertical"
          w={{ base: '100%', sm: 'auto' }}
        />
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" mb="md" wrap="wrap">
          <Group gap="sm">
            <Text fw={600}>{label(current)}</Text>
            <StatusBadge processo={current} />
          </Group>
          <Button
            component={Link}
            to={consultaPath(current.id_processo)}
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t('processos.pratica.details')}
          </Button>
        </Group>
        <HorasPanel processoId={current.id_processo} />
      </Paper>
    </Stack>
  );
}

/** agendamento/processo/pratica: the practical hours query per student (menu 'hoursQuery'). */
export function HorasPraticasPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const alunoId = idFrom(search.get('aluno'));
  const processoId = idFrom(search.get('processo'));
  const put = (aluno: number | undefined, processo?: number) => {
    const next = new URLSearchParams();
    if (aluno !== undefined) next.set('aluno', String(aluno));
    if (processo !== undefined) next.set('processo', String(processo));
    setSearch(next, { replace: true });
  };
  return (
    <>
      <PageHeader
        title={t('processos.pratica.title')}
        description={t('processos.pratica.intro')}
        crumbs={[{ label: t('processos.pratica.title') }]}
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <AlunoPicker value={alunoId} onChange={(id) => put(id)} />
        </Paper>
        {alunoId === undefined ? (
          <Text c="dimmed">{t('processos.pratica.chooseStudent')}</Text>
        ) : (
          <ProcessosDoAluno alunoId={alunoId} chosen={processoId} onChoose={(id) => put(alunoId, id)} />
        )}
      </Stack>
    </>
  );
}
