import type { AlunoNaSala } from '@cfc/contract';
import {
  Avatar,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconHandStop, IconScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { type Alcance, useFotoVerificacao } from '../api.ts';
import { VerificacaoBadge } from './Badges.tsx';

const FOTO_ALTURA = 150;

function iniciais(nome: string): string {
  const partes = nome.trim().split(/\s+/);
  return `${partes[0]?.[0] ?? ''}${partes.length > 1 ? (partes.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** The latest check's photo, fetched with the session; the student's initials while there is none. */
function FotoDaVerificacao({ aluno, alcance }: { readonly aluno: AlunoNaSala; readonly alcance: Alcance }) {
  const { t } = useTranslation();
  const verificacao = aluno.ultima_verificacao;
  if (!verificacao?.foto) {
    return (
      <Avatar h={FOTO_ALTURA} w="100%" radius="sm" color="gray" aria-hidden>
        {iniciais(aluno.aluno_nome)}
      </Avatar>
    );
  }
  return (
    <FotoCarregada
      id={verificacao.id_verificacao}
      alcance={alcance}
      alt={t('monitoramentoEad.sala.fotoDe', { nome: aluno.aluno_nome })}
    />
  );
}

function FotoCarregada({
  id,
  alcance,
  alt,
}: {
  readonly id: number;
  readonly alcance: Alcance;
  readonly alt: string;
}) {
  const { t } = useTranslation();
  const imagem = useFotoVerificacao(id, alcance);
  const url = useObjectUrl(imagem.data);
  return url ? (
    <Image src={url} alt={alt} h={FOTO_ALTURA} fit="cover" radius="sm" />
  ) : (
    <Skeleton h={FOTO_ALTURA} radius="sm" aria-label={t('app.loading')} />
  );
}

interface AlunoCardProps {
  readonly aluno: AlunoNaSala;
  readonly alcance: Alcance;
  /** Asks this student's face check now; absent when the caller may not. */
  readonly onVerificar?: () => void;
  readonly verificando: boolean;
}

/** One student of the room: the latest check photo and result, the connection and the time connected. */
export function AlunoCard({ aluno, alcance, onVerificar, verificando }: AlunoCardProps) {
  const { t } = useTranslation();
  const verificacao = aluno.ultima_verificacao;
  const respondida = verificacao !== null && verificacao.resultado !== 'pendente';
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      component="li"
      aria-label={aluno.aluno_nome}
      style={{ listStyle: 'none' }}
    >
      <Stack gap={6}>
        <div style={{ position: 'relative' }}>
          <FotoDaVerificacao aluno={aluno} alcance={alcance} />
          {aluno.mao_levantada && (
            <Badge
              color="warning"
              variant="filled"
              leftSection={<IconHandStop size={14} aria-hidden />}
              style={{ position: 'absolute', top: 6, left: 6 }}
            >
              {t('monitoramentoEad.sala.maoLevantada')}
            </Badge>
          )}
        </div>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="sm" fw={600} lineClamp={1} title={aluno.aluno_nome}>
            {aluno.aluno_nome}
          </Text>
          <Badge color={aluno.conectado ? 'brand' : 'gray'} variant="dot" style={{ flexShrink: 0 }}>
            {t(aluno.conectado ? 'monitoramentoEad.sala.conectado' : 'monitoramentoEad.sala.desconectado')}
          </Badge>
        </Group>
        <Group gap={6}>
          {verificacao ? (
            <VerificacaoBadge resultado={verificacao.resultado} />
          ) : (
            <Badge color="gray" variant="light">
              {t('monitoramentoEad.sala.semVerificacao')}
            </Badge>
          )}
          {!aluno.referencia && (
            <Tooltip label={t('monitoramentoEad.sala.semReferenciaDica')}>
              <Badge color="danger" variant="outline">
                {t('monitoramentoEad.sala.semReferencia')}
              </Badge>
            </Tooltip>
          )}
        </Group>
        {verificacao?.motivo_texto && verificacao.resultado !== 'aprovada' && (
          <Text size="xs" c="danger.8">
            {verificacao.motivo_texto}
          </Text>
        )}
        {respondida && (verificacao.similaridade !== null || verificacao.vivacidade !== null) && (
          <Text size="xs" c="dimmed">
            {t('monitoramentoEad.sala.indices', {
              similaridade: verificacao.similaridade ?? '—',
              vivacidade: verificacao.vivacidade ?? '—',
            })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('monitoramentoEad.sala.minutos', { count: aluno.minutos_conectados })}
          {aluno.quedas > 0 ? ` · ${t('monitoramentoEad.sala.quedas', { count: aluno.quedas })}` : ''}
        </Text>
        {aluno.presente !== null && (
          <Text size="xs" fw={600} c={aluno.presente ? 'brand.8' : 'danger.8'}>
            {aluno.presente
              ? t('monitoramentoEad.sala.presente', { count: aluno.horas_aula ?? 0 })
              : t('monitoramentoEad.sala.ausente', { motivo: aluno.motivo ?? '' })}
          </Text>
        )}
        {onVerificar && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconScan size={16} aria-hidden />}
            onClick={onVerificar}
            loading={verificando}
            disabled={!aluno.conectado}
            aria-label={t('monitoramentoEad.sala.verificarAluno', { nome: aluno.aluno_nome })}
          >
            {t('monitoramentoEad.sala.verificar')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

interface AlunosGridProps {
  readonly alunos: readonly AlunoNaSala[];
  readonly alcance: Alcance;
  readonly onVerificar?: (aluno: AlunoNaSala) => void;
  /** The student whose check is being asked, if any. */
  readonly verificando?: number;
}

/** The students of the room as a grid of faces, like a call's participants; connected ones first. */
export function AlunosGrid({ alunos, alcance, onVerificar, verificando }: AlunosGridProps) {
  const { t } = useTranslation();
  if (alunos.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('monitoramentoEad.sala.semAlunos')}
      </Text>
    );
  }
  const ordem = [...alunos].sort(
    (a, b) => Number(b.conectado) - Number(a.conectado) || a.aluno_nome.localeCompare(b.aluno_nome, 'pt-BR'),
  );
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, xs: 3, md: 4 }}
      spacing="sm"
      p={0}
      m={0}
      aria-label={t('monitoramentoEad.sala.alunos')}
    >
      {ordem.map((aluno) => (
        <AlunoCard
          key={aluno.id_aluno}
          aluno={aluno}
          alcance={alcance}
          onVerificar={onVerificar && (() => onVerificar(aluno))}
          verificando={verificando === aluno.id_aluno}
        />
      ))}
    </SimpleGrid>
  );
}
