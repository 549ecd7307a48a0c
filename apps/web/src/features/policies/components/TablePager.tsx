import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { formatNumber, POLICY_PAGE_SIZES } from '@panel/domain';

interface TablePagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** More rows match than `total` counts. */
  totalCapped: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** "11–20 z 92", previous and next page, and the page size. */
export function TablePager({ page, pageSize, total, totalCapped, onPage, onPageSize }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const of = totalCapped ? `ponad ${formatNumber(total)}` : formatNumber(total);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {`${formatNumber(first)}–${formatNumber(last)} z ${of}`}
      </Text>
      <Group gap="xs" wrap="wrap">
        <NativeSelect
          size="xs"
          label="Wierszy na stronie"
          data={POLICY_PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 6 } }}
        />
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Poprzednia
        </Button>
        <Text size="sm">{`Strona ${formatNumber(page)} z ${formatNumber(pages)}`}</Text>
        <Button size="xs" variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Następna
        </Button>
      </Group>
    </Group>
  );
}
