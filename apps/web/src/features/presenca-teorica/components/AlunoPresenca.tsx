import type { AulaTeoricaDetalhe, Presenca } from '@cfc/contract';
import { timeInSaoPaulo } from '@cfc/domain';
import { ActionIcon, Badge, Button, FileButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconCamera, IconCheck, IconDoorExit, IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { situacaoDe } from '../situacao.ts';

interface AlunoPresencaProps {
  readonly aula: AulaTeoricaDetalhe;
  readonly presenca: Presenca;
  /** Marks may be changed now (the caller conducts it and it is open). */
  readonly podeMarcar: boolean;
  readonly ocupado: boolean;
  readonly onEntrada: () => void;
  readonly onSaida: () => void;
  readonly onDesfazer: () => void;
  readonly onFoto: (file: File) => void;
}

const ESTADO_COR = { presente: 'brand', saiu: 'info', aguardando: 'gray', ausente: 'danger' } as const;

/** One student of the sheet: their marks, what they count, and the buttons to mark them. */
export function AlunoPresenca({
  aula,
  presenca,
  podeMarcar,
  ocupado,
  onEntrada,
  onSaida,
  onDesfazer,
  onFoto,
}: AlunoPresencaProps) {
  const { t } = useTranslation();
  const situacao = situacaoDe(aula, presenca);
  const dentro = presenca.entrada !== null && presenca.saida === null;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={presenca.aluno_nome}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            {/* The whole name, on two lines if need be: on a phone it is what the instructor reads. */}
            <Text fw={600}>{presenca.aluno_nome}</Text>
            <Group gap={4}>
              <Badge color={ESTADO_COR[situacao.estado]} variant="light">
                {t(`presencaTeorica.aluno.estado.${situacao.estado}`)}
              </Badge>
              {situacao.atrasado && (
                <Badge color="warning" variant="light">
                  {t('presencaTeorica.aluno.atrasado')}
                </Badge>
              )}
              {situacao.saiuCedo && (
                <Badge color="warning" variant="light">
                  {t('presencaTeorica.aluno.saiuCedo')}
                </Badge>
              )}
              {presenca.origem === 'reposicao' && (
                <Badge color="grape" variant="light">
                  {t('presencaTeorica.aluno.reposicao')}
                </Badge>
              )}
              {presenca.foto && (
                <Badge color="gray" variant="outline" leftSection={<IconCamera size={12} aria-hidden />}>
                  {t('presencaTeorica.aluno.comFoto')}
                </Badge>
              )}
            </Group>
          </Stack>
          <Text size="sm" c="dimmed" ta="right" style={{ flexShrink: 0 }}>
            {t('presencaTeorica.aluno.horas', { count: presenca.horas_aula })}
          </Text>
        </Group>
        <Text size="sm">
          {t('presencaTeorica.aluno.entrada')}:{' '}
          <b>{presenca.entrada ? timeInSaoPaulo(presenca.entrada) : '—'}</b>
          {' · '}
          {t('presencaTeorica.aluno.saida')}: <b>{presenca.saida ? timeInSaoPaulo(presenca.saida) : '—'}</b>
        </Text>
        {podeMarcar && (
          <Group gap="xs" wrap="wrap">
            {dentro ? (
              <Button
                size="md"
                variant="light"
                color="info"
                leftSection={<IconDoorExit size={18} aria-hidden />}
                onClick={onSaida}
                disabled={ocupado}
                aria-label={t('presencaTeorica.aluno.marcarSaidaDe', { nome: presenca.aluno_nome })}
              >
                {t('presencaTeorica.aluno.marcarSaida')}
              </Button>
            ) : (
              <Button
                size="md"
                leftSection={
                  presenca.entrada ? (
                    <IconLogin2 size={18} aria-hidden />
                  ) : (
                    <IconCheck size={18} aria-hidden />
                  )
                }
                onClick={onEntrada}
                disabled={ocupado}
                aria-label={t('presencaTeorica.aluno.marcarPresencaDe', { nome: presenca.aluno_nome })}
              >
                {presenca.entrada
                  ? t('presencaTeorica.aluno.voltou')
                  : t('presencaTeorica.aluno.marcarPresenca')}
              </Button>
            )}
            <FileButton
              onChange={(file) => file && onFoto(file)}
              accept="image/jpeg,image/png,image/webp"
              capture="environment"
            >
              {(props) => (
                <Button
                  {...props}
                  size="md"
                  variant="default"
                  leftSection={<IconCamera size={18} aria-hidden />}
                  disabled={ocupado}
                  aria-label={t('presencaTeorica.aluno.fotoDe', { nome: presenca.aluno_nome })}
                >
                  {t('presencaTeorica.aluno.foto')}
                </Button>
              )}
            </FileButton>
            {presenca.entrada && (
              <Tooltip label={t('presencaTeorica.aluno.desfazer')}>
                <ActionIcon
                  size={42}
                  variant="subtle"
                  color="gray"
                  onClick={onDesfazer}
                  disabled={ocupado}
                  aria-label={t('presencaTeorica.aluno.desfazerDe', { nome: presenca.aluno_nome })}
                >
                  <IconArrowBackUp size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
