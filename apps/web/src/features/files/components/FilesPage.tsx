import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Loader, Paper, Text, Title } from '@mantine/core';
import { formatDate, formatNumber, messages, myFileUrl, type MyFolder } from '@panel/domain';
import { useId } from 'react';
import { PageTitle } from '../../../components/ui/PageTitle';
import { useLogAction } from '../../../lib/action-log';
import { useMyFiles } from '../api/get-my-files';
import classes from './FilesPage.module.css';

const fileSize = (bytes: number) => `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;

function Folder({ folder }: { folder: MyFolder }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="xs">
        {folder.name}
      </Title>
      {folder.children.length === 0 ? (
        <Text c="dimmed">Folder jest pusty.</Text>
      ) : (
        <ul className={classes.files}>
          {folder.children.map((file) => (
            <li key={file.name} className={classes.file}>
              <Anchor href={myFileUrl(folder.name, file.name)} download={file.name}>
                {file.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {fileSize(file.size)} · {formatDate(new Date(file.modifiedAt))}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}

export function FilesPage() {
  useLogAction('pp_agent_files');
  const files = useMyFiles();
  const empty = files.data !== undefined && files.data.children.every((folder) => folder.children.length === 0);
  return (
    <>
      <PageTitle title="Moje pliki" />
      {files.isPending && <Loader size="sm" role="status" aria-label="Wczytywanie plików" />}
      {files.isError && <Text c="red.9">{messages.COMMUNICATION_ERROR}</Text>}
      {empty ? <Text>{messages.FILES_EMPTY_LIST}</Text> : files.data?.children.map((folder) => <Folder key={folder.name} folder={folder} />)}
    </>
  );
}
