import type { EvidenciaAula, VerificacaoFoto } from '@cfc/contract';
import { Badge, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { useFotoEvidencia } from '../api.ts';

type Foto = EvidenciaAula['fotos'][number];

/** The face check's colour: green when it matches, red when it refutes, grey while unknown. */
const COR: Record<VerificacaoFoto, string> = {
  confere: 'brand',
  divergente: 'danger',
  sem_rosto: 'danger',
  varios_rostos: 'danger',
  pendente: 'gray',
  sem_referencia: 'warning',
  erro: 'warning',
};

function FotoEvidencia({
  aulaId,
  foto,
  aluno,
}: {
  readonly aulaId: number;
  readonly foto: Foto;
  readonly aluno: string;
}) {
  const { t } = useTranslation();
  const imagem = useFotoEvidencia(aulaId, foto.momento);
  const url = useObjectUrl(imagem.data);
  const momento = t(`evidencias.fotos.momento.${foto.momento}`);
  let body: React.ReactNode;
  if (imagem.isPending) body = <Skeleton h={220} radius="sm" />;
  else if (url)
    body = (
      <Image
        src={url}
        alt={t('evidencias.fotos.alt', { momento, aluno })}
        h={220}
        fit="contain"
        radius="sm"
        bg="gray.1"
      />
    );
  else
    body = (
      <Stack h={220} align="center" justify="center" gap={4} bg="gray.0" style={{ borderRadius: 4 }}>
        <IconPhotoOff size={28} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('evidencias.fotos.indisponivel')}
        </Text>
      </Stack>
    );
  return (
    <Paper withBorder radius="md" p="xs" component="figure" m={0}>
      {body}
      <Stack component="figcaption" gap={4} mt={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {momento}
          </Text>
          <Badge color={COR[foto.verificacao]} variant="light" radius="sm" tt="none">
            {t(`evidencias.fotos.verificacao.${foto.verificacao}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {[
            displayDate(foto.registrado_em),
            foto.rostos === null ? null : t('evidencias.fotos.rostos', { count: foto.rostos }),
            foto.similaridade === null
              ? null
              : t('evidencias.fotos.similaridade', { valor: foto.similaridade.toFixed(1) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Paper>
  );
}

export function FotosAula({ evidencia }: { readonly evidencia: EvidenciaAula }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-label={t('evidencias.fotos.title')}>
      <Title order={3} size="h5">
        {t('evidencias.fotos.title')}
      </Title>
      {evidencia.fotos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('evidencias.fotos.vazio')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {evidencia.fotos.map((foto) => (
            <FotoEvidencia
              key={foto.id_foto}
              aulaId={evidencia.aula.id_aula_pratica}
              foto={foto}
              aluno={evidencia.aula.aluno_nome}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
