import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageItems } from './pagination.ts';

interface DataTablePaginationProps {
  readonly current: number;
  readonly last: number;
  readonly onChange: (page: number) => void;
  readonly disabled?: boolean;
}

/**
 * Previous, up to three page numbers, an ellipsis and the last page, next (SPEC §2.6, §9). Ours, not
 * Mantine's Pagination (which mantine-datatable uses): its edges are symmetric, as many pages kept
 * at the start as at the end, so it cannot show SPEC's three pages, an ellipsis and the last only.
 */
export function DataTablePagination({ current, last, onChange, disabled }: DataTablePaginationProps) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  return (
    <nav aria-label={t('dataTable.pagination')}>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('dataTable.previous')}
          disabled={disabled || current <= 1}
          onClick={() => onChange(current - 1)}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        {pageItems(current, last).map((item) =>
          item === 'ellipsis' ? (
            <Text key={item} c="dimmed" px={4} aria-label={t('dataTable.morePages')} role="img">
              …
            </Text>
          ) : (
            <Button
              key={item}
              size="compact-md"
              miw={34}
              h={34}
              px={8}
              variant={item === current ? 'filled' : 'default'}
              aria-current={item === current ? 'page' : undefined}
              aria-label={t('dataTable.page', { page: item })}
              disabled={disabled && item !== current}
              onClick={() => item !== current && onChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('dataTable.next')}
          disabled={disabled || current >= last}
          onClick={() => onChange(current + 1)}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </nav>
  );
}
