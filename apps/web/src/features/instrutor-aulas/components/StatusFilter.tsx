import { Badge, Box, Button, Group, ScrollArea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../routing/routes.ts';
import { FILTROS, type StatusFiltro } from '../status-filter.ts';

type Opcao = StatusFiltro | 'todas';

interface StatusFilterProps {
  /** The screen whose `:status?` the links set. */
  readonly route: 'aulasInstrutor' | 'aulas-praticas';
  readonly current: StatusFiltro | undefined;
  /** Lessons per option, when the screen knows them. */
  readonly counts?: Readonly<Record<Opcao, number>>;
  /** The address's query ('?dia=...'), kept across filters. */
  readonly search?: string;
}

/** Links to the same screen with each status of the address: one row, scrolled sideways on a phone. */
export function StatusFilter({ route, current, counts, search = '' }: StatusFilterProps) {
  const { t } = useTranslation();
  const options: readonly Opcao[] = ['todas', ...FILTROS];
  const viewport = useRef<HTMLDivElement>(null);
  const selected: Opcao = current ?? 'todas';

  // On a narrow screen the chosen status may sit past the edge: bring it into the row's view. The
  // first is always in view: measuring the row for it forced a layout inside the screen's first render.
  useEffect(() => {
    if (selected === 'todas') return;
    const view = viewport.current?.getBoundingClientRect();
    const chip = viewport.current?.querySelector(`[data-filtro="${selected}"]`)?.getBoundingClientRect();
    if (!viewport.current || !view || !chip) return;
    if (chip.left < view.left || chip.right > view.right)
      viewport.current.scrollLeft += chip.left - view.left - 16;
  }, [selected]);

  return (
    <Box component="nav" aria-label={t('instrutorAulas.filtro.label')}>
      <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x" viewportRef={viewport}>
        <Group gap={8} wrap="nowrap">
          {options.map((option) => {
            const chosen = selected === option;
            const status = option === 'todas' ? undefined : option;
            const count = counts?.[option];
            return (
              <Button
                key={option}
                data-filtro={option}
                component={Link}
                to={`${buildPath(route, { status })}${search}`}
                replace
                radius="xl"
                h={40}
                px="md"
                style={{ flexShrink: 0 }}
                variant={chosen ? 'filled' : 'default'}
                aria-current={chosen ? 'page' : undefined}
                rightSection={
                  count === undefined ? undefined : (
                    <Badge size="sm" circle={count < 10} variant={chosen ? 'white' : 'light'} color="gray">
                      {count}
                    </Badge>
                  )
                }
              >
                {t(`instrutorAulas.filtro.${option}`)}
              </Button>
            );
          })}
        </Group>
      </ScrollArea>
    </Box>
  );
}
