/**
 * The panel's one icon set (docs/design.md): Tabler's outline icons, imported one file each so that only these reach
 * the bundle (the package's index would make every test and dev start load all of them). Add an icon here, not in a
 * feature.
 */
export { default as IconArrowsSort } from '@tabler/icons-react/icons/IconArrowsSort';
export { default as IconCalendar } from '@tabler/icons-react/icons/IconCalendar';
export { default as IconChevronDown } from '@tabler/icons-react/icons/IconChevronDown';
export { default as IconChevronLeft } from '@tabler/icons-react/icons/IconChevronLeft';
export { default as IconChevronRight } from '@tabler/icons-react/icons/IconChevronRight';
export { default as IconChevronUp } from '@tabler/icons-react/icons/IconChevronUp';
export { default as IconPencil } from '@tabler/icons-react/icons/IconPencil';
export { default as IconX } from '@tabler/icons-react/icons/IconX';
