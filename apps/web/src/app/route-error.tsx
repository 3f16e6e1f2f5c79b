import { Component, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <main id="main-content" className="container py-5 text-center" tabIndex={-1}>
      <h1 className="h3">{t('errors.chunkTitle')}</h1>
      <p className="text-body-secondary">{t('errors.chunkText')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}

/** Catches a lazy screen that cannot load (a chunk load error) or a page that throws. */
type Props = { children: ReactNode; /** A change (the path) clears the error. */ resetKey: string };

export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
