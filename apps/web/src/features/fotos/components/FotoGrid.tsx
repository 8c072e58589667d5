import { Alert, Button, Card, Center, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** What a feed's query gives the grid (react-query's infinite query). */
export interface FeedQuery<T> {
  readonly data?: { readonly pages: readonly { readonly itens: readonly T[] }[] } | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/**
 * A grid of photo cards read page after page: the next page loads when the end of the grid comes
 * into view (IntersectionObserver), or with the button for those who do not scroll.
 */
export function FotoGrid<T>({
  query,
  label,
  rowKey,
  renderCard,
  onOpen,
}: {
  readonly query: FeedQuery<T>;
  readonly label: string;
  readonly rowKey: (item: T) => number;
  readonly renderCard: (item: T) => ReactNode;
  readonly onOpen: (item: T) => void;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isError) return <Alert color="danger">{t('fotos.erro')}</Alert>;
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('fotos.carregando')} />
      </Center>
    );
  const itens = query.data?.pages.flatMap((page) => page.itens) ?? [];
  if (itens.length === 0) return <Text c="dimmed">{t('fotos.vazio')}</Text>;
  return (
    <Stack>
      <SimpleGrid
        component="ul"
        aria-label={label}
        cols={{ base: 2, sm: 3, md: 4, lg: 6 }}
        spacing="sm"
        p={0}
        m={0}
      >
        {itens.map((item) => (
          <Card key={rowKey(item)} component="li" withBorder radius="md" p={0} style={{ listStyle: 'none' }}>
            <UnstyledButton onClick={() => onOpen(item)} style={{ display: 'block', width: '100%' }}>
              {renderCard(item)}
            </UnstyledButton>
          </Card>
        ))}
      </SimpleGrid>
      <div ref={sentinel} />
      {hasNextPage ? (
        <Center>
          <Button variant="default" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            {t('fotos.carregarMais')}
          </Button>
        </Center>
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          {t('fotos.fim')}
        </Text>
      )}
    </Stack>
  );
}
