/**
 * The panel's one icon set (docs/design.md): Tabler's outline icons, imported one file each so that only these reach
 * the bundle (the package's index would make every test and dev start load all of them). Add an icon here, not in a
 * feature.
 */
export { default as IconApps } from '@tabler/icons-react/icons/IconApps';
export { default as IconArrowsSort } from '@tabler/icons-react/icons/IconArrowsSort';
export { default as IconBriefcase } from '@tabler/icons-react/icons/IconBriefcase';
export { default as IconCalendar } from '@tabler/icons-react/icons/IconCalendar';
export { default as IconChevronDown } from '@tabler/icons-react/icons/IconChevronDown';
export { default as IconChevronLeft } from '@tabler/icons-react/icons/IconChevronLeft';
export { default as IconChevronRight } from '@tabler/icons-react/icons/IconChevronRight';
export { default as IconChevronUp } from '@tabler/icons-react/icons/IconChevronUp';
export { default as IconClipboardList } from '@tabler/icons-react/icons/IconClipboardList';
export { default as IconFileText } from '@tabler/icons-react/icons/IconFileText';
export { default as IconFolder } from '@tabler/icons-react/icons/IconFolder';
export { default as IconLayoutDashboard } from '@tabler/icons-react/icons/IconLayoutDashboard';
export { default as IconLogout } from '@tabler/icons-react/icons/IconLogout';
export { default as IconPencil } from '@tabler/icons-react/icons/IconPencil';
export { default as IconStar } from '@tabler/icons-react/icons/IconStar';
export { default as IconUser } from '@tabler/icons-react/icons/IconUser';
export { default as IconX } from '@tabler/icons-react/icons/IconX';
