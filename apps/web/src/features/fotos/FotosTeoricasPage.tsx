import type { FotoTeorica } from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import { Badge, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useFotosTeoricas } from './api.ts';
import { type Filtros, FiltrosFotos } from './components/FiltrosFotos.tsx';
import { FotoGrid } from './components/FotoGrid.tsx';
import { FotoImagem } from './components/FotoImagem.tsx';
import { Detalhe } from './FeedFotosPage.tsx';

/** fotos-teoricas: the theory sessions' evidence photos (room camera, students), newest first. */
export function FotosTeoricasPage() {
  const { t } = useTranslation();
  const [filtros, setFiltros] = useState<Filtros>({});
  const [aberta, setAberta] = useState<FotoTeorica | null>(null);
  const query = useFotosTeoricas({ autoescola_id: filtros.autoescola_id, de: filtros.de, ate: filtros.ate });
  const quem = (item: FotoTeorica) => item.aluno ?? item.camera ?? item.turma;
  return (
    <>
      <PageHeader
        title={t('fotos.teoricas.title')}
        description={t('fotos.teoricas.intro')}
        crumbs={[{ label: t('fotos.teoricas.title') }]}
      />
      <Stack>
        <FiltrosFotos filtros={filtros} onChange={setFiltros} />
        <FotoGrid
          query={query}
          label={t('fotos.teoricas.label')}
          rowKey={(item) => item.id_evidencia}
          onOpen={setAberta}
          renderCard={(item) => (
            <Stack gap={4} pb={6}>
              <FotoImagem
                arquivo="teorica"
                id={item.id_evidencia}
                alt={t('fotos.altTeorica', { turma: item.turma })}
                h={150}
              />
              <Stack gap={2} px={6}>
                <Badge variant="light" radius="sm">
                  {t(`fotos.tipoTeorica.${item.tipo}`)}
                </Badge>
                <Text size="sm" fw={600} truncate>
                  {item.turma}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {quem(item)} · {formatDateBR(item.capturada_em)}
                </Text>
              </Stack>
            </Stack>
          )}
        />
      </Stack>
      <Modal opened={aberta !== null} onClose={() => setAberta(null)} title={aberta?.turma} size="xl">
        {aberta && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FotoImagem
              arquivo="teorica"
              id={aberta.id_evidencia}
              alt={t('fotos.altTeorica', { turma: aberta.turma })}
              h={360}
            />
            <Stack gap="xs">
              <Detalhe label={t('fotos.detalhe.autoescola')} value={aberta.autoescola} />
              <Detalhe label={t('fotos.detalhe.momento')} value={t(`fotos.tipoTeorica.${aberta.tipo}`)} />
              <Detalhe label={t('fotos.detalhe.tiradaEm')} value={formatDateBR(aberta.capturada_em)} />
              <Detalhe label={t('fotos.detalhe.camera')} value={aberta.camera ?? '—'} />
              <Detalhe label={t('fotos.detalhe.aluno')} value={aberta.aluno ?? '—'} />
            </Stack>
          </SimpleGrid>
        )}
      </Modal>
    </>
  );
}
