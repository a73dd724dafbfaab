import { lazy, Suspense, useEffect } from 'react';
import { Loading } from './components/states.tsx';
import { navigate, paths, useRoute } from './lib/router.ts';
import { useSession } from './lib/session.tsx';
import { RiderDataProvider } from './live/rider-data.tsx';

// Each screen is its own chunk: the sign-in never downloads the task screens, nor they the sign-in.
const SignInScreen = lazy(() => import('./screens/sign-in-screen.tsx'));
const InvitationScreen = lazy(() => import('./screens/invitation-screen.tsx'));
const TasksScreen = lazy(() => import('./screens/tasks-screen.tsx'));
const TaskScreen = lazy(() => import('./screens/task-screen.tsx'));

const NotFound = () => (
  <main className="screen">
    <div className="card stack">
      <h1>No encontramos esta página</h1>
      <a className="button" href={paths.tasks}>
        Ir a tus tareas
      </a>
    </div>
  </main>
);

/** The screens by address, behind the rider's session (the invitation and the sign-in are open). */
export const App = () => {
  const route = useRoute();
  const { state } = useSession();
  const needsSession = route.name === 'tasks' || route.name === 'task';

  useEffect(() => {
    if (state.status === 'signed-out' && needsSession) navigate(paths.signIn, { replace: true });
    if (state.status === 'signed-in' && route.name === 'sign-in') navigate(paths.tasks, { replace: true });
  }, [state.status, needsSession, route.name]);

  if (state.status === 'loading') return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      {route.name === 'invitation' ? <InvitationScreen key={route.token} token={route.token} /> : null}
      {route.name === 'sign-in' && state.status === 'signed-out' ? <SignInScreen /> : null}
      {route.name === 'not-found' ? <NotFound /> : null}
      {needsSession && state.status === 'signed-in' ? (
        <RiderDataProvider key={state.session.rider.id}>
          {route.name === 'task' ? <TaskScreen key={route.id} id={route.id} /> : <TasksScreen />}
        </RiderDataProvider>
      ) : null}
    </Suspense>
  );
};
