import { Component, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { forgetFailedScreens } from '../lib/lazy-screen.ts';
import { ErrorState } from './query-state.tsx';

type Props = {
  children: ReactNode /** A change (route, connection back) clears the error and renders again. */;
  resetKey: string;
  /** What could not be opened, when the boundary holds a part of a screen (a drawer's content). */
  title?: string;
  /** Where the error shows, when the part lives in a frame of its own (a dialog). */
  frame?: (error: ReactNode) => ReactNode;
};
type State = { error: unknown };

/**
 * A screen that fails to render (most often: its code could not be downloaded because the server or the network
 * went away) shows a Spanish error in its place; the header, the live connection and the alerts stay on screen.
 * It tries again on a retry, on another route or connection phase (resetKey), and when the network comes back:
 * always after a commit, never while rendering (a render that renewed the download would loop).
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private readonly retry = () => {
    if (!this.state.error) return;
    forgetFailedScreens();
    this.setState({ error: null });
  };

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentDidUpdate(previous: Props, previousState: State) {
    // Only an error caught before the key changed is renewed: a navigation is a transition, so the render that
    // catches the new screen's error is also the one that commits its new key, and renewing then downloads twice.
    if (previous.resetKey !== this.props.resetKey && previousState.error) this.retry();
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  render() {
    if (!this.state.error) return this.props.children;
    const view = (
      <ErrorState
        title={this.props.title ?? 'No pudimos abrir esta pantalla'}
        error={
          new ApiError(0, 'screen_load_failed', 'Revisa tu conexión. Al volver la conexión, la pantalla se carga sola.')
        }
        onRetry={this.retry}
      />
    );
    return this.props.frame ? this.props.frame(view) : view;
  }
}
