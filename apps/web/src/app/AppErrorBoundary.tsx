import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import { Button, Container, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { logClientError } from '../lib/client-logger';
import { uiMessages } from '../lib/ui-messages';

interface State {
  failed: boolean;
}

/** Last line of defence (a failed chunk download, a rendering bug): a Polish message instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logClientError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container component="main" py="xl">
        <Title order={1} mb="md">
          {uiMessages.APP_ERROR}
        </Title>
        <Button onClick={() => window.location.reload()}>Odśwież stronę</Button>
      </Container>
    );
  }
}
