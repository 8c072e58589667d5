import type { FotoPratica } from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import { Anchor, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useFotosPraticas } from './api.ts';
import { type Filtros, FiltrosFotos } from './components/FiltrosFotos.tsx';
import { FotoGrid } from './components/FotoGrid.tsx';
import { FotoImagem } from './components/FotoImagem.tsx';
import { VerificacaoFotoBadge } from './components/VerificacaoFotoBadge.tsx';

/** FeedAlunos and feed-alunos: the latest evidence photos of practical lessons, with their face checks. */
export function FeedFotosPage() {
  const { t } = useTranslation();
  const [filtros, setFiltros] = useState<Filtros>({});
  const [aberta, setAberta] = useState<FotoPratica | null>(null);
  const query = useFotosPraticas(filtros);
  const instrutores = useMemo(() => {
    const seen = new Map<number, string>();
    for (const page of query.data?.pages ?? [])
      for (const item of page.itens) seen.set(item.id_instrutor, item.instrutor);
    return [...seen].map(([id, nome]) => ({ id, nome })).sort((a, b) => a.nome.localeCompare(b.nome));
  }, [query.data]);
  const momento = (item: FotoPratica) => t(`fotos.momento.${item.momento}`);
  return (
    <>
      <PageHeader
        title={t('fotos.praticas.title')}
        description={t('fotos.praticas.intro')}
        crumbs={[{ label: t('fotos.praticas.title') }]}
      />
      <Stack>
        <FiltrosFotos filtros={filtros} onChange={setFiltros} instrutores={instrutores} />
        <FotoGrid
          query={query}
          label={t('fotos.praticas.label')}
          rowKey={(item) => item.id_foto}
          onOpen={setAberta}
          renderCard={(item) => (
            <Stack gap={4} pb={6}>
              <FotoImagem
                arquivo="miniatura"
                id={item.id_foto}
                alt={t('fotos.alt', { aluno: item.aluno, momento: momento(item) })}
                h={150}
              />
              <Stack gap={2} px={6}>
                <VerificacaoFotoBadge verificacao={item.verificacao} similaridade={item.similaridade} />
                <Text size="sm" fw={600} truncate>
                  {item.aluno}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {momento(item)} · {formatDateBR(item.tirada_em)}
                </Text>
              </Stack>
            </Stack>
          )}
        />
      </Stack>
      <Modal opened={aberta !== null} onClose={() => setAberta(null)} title={aberta?.aluno} size="xl">
        {aberta && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FotoImagem
              arquivo="pratica"
              id={aberta.id_foto}
              alt={t('fotos.alt', { aluno: aberta.aluno, momento: momento(aberta) })}
              h={360}
            />
            <Stack gap="xs">
              <VerificacaoFotoBadge verificacao={aberta.verificacao} similaridade={aberta.similaridade} />
              <Detalhe label={t('fotos.detalhe.autoescola')} value={aberta.autoescola} />
              <Detalhe label={t('fotos.detalhe.instrutor')} value={aberta.instrutor} />
              <Detalhe label={t('fotos.detalhe.momento')} value={momento(aberta)} />
              <Detalhe label={t('fotos.detalhe.tiradaEm')} value={formatDateBR(aberta.tirada_em)} />
              <Detalhe
                label={t('fotos.detalhe.posicao')}
                value={
                  aberta.latitude === null
                    ? '—'
                    : `${aberta.latitude.toFixed(5)}, ${aberta.longitude?.toFixed(5)}`
                }
              />
              <Detalhe
                label={t('fotos.detalhe.rostos')}
                value={aberta.rostos === null ? '—' : String(aberta.rostos)}
              />
              <Detalhe
                label={t('fotos.detalhe.verificadaEm')}
                value={aberta.verificado_em ? formatDateBR(aberta.verificado_em) : '—'}
              />
              <Anchor
                component={Link}
                to={`${buildPath('monitoramento-pratica')}?aula=${aberta.id_aula_pratica}`}
              >
                {t('fotos.detalhe.evidencias')}
              </Anchor>
            </Stack>
          </SimpleGrid>
        )}
      </Modal>
    </>
  );
}

export function Detalhe({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={130}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
}
