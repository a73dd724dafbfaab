import { ShiftCard } from '../components/shift-card.tsx';
import { Failure, Loading } from '../components/states.tsx';
import { SyncStatus } from '../components/sync-status.tsx';
import { TaskCard } from '../components/task-card.tsx';
import { signOut } from '../lib/api.ts';
import { formatMoney } from '../lib/format.ts';
import { workStateLabels } from '../lib/labels.ts';
import { useRiderSession } from '../lib/session.tsx';
import { isOpen } from '../lib/task-steps.ts';
import { useRiderData } from '../live/rider-data.tsx';

/** Home: the rider's state, the shift, what waits to be sent, the open tasks and today's finished ones. */
const TasksScreen = () => {
  const { session, setSession } = useRiderSession();
  const { tasks, shownTasks, reload, queue } = useRiderData();
  const open = shownTasks.filter(isOpen);
  const done = shownTasks.filter((task) => !isOpen(task));
  const state = session.rider.state;

  const leave = async () => {
    if (queue.pending.length > 0) {
      window.alert('Tienes acciones por enviar. Espera a tener señal antes de salir.');
      return;
    }
    await signOut().catch(() => undefined);
    setSession(null);
  };

  return (
    <main className="screen">
      <header className="topbar">
        <div className="stack" style={{ gap: 4 }}>
          <h1>{session.rider.name}</h1>
          <span className={`badge ${state}`} data-testid="rider-state">
            {workStateLabels[state]}
          </span>
        </div>
        <button type="button" className="button small" onClick={leave}>
          Salir
        </button>
      </header>
      <SyncStatus />
      <ShiftCard />
      {session.cashInHand > 0 ? (
        <section className="card" aria-label="Efectivo">
          <p className="muted">Efectivo en mano (por entregar en el corte)</p>
          <p className="money">{formatMoney(session.cashInHand)}</p>
        </section>
      ) : null}
      <section className="stack" aria-labelledby="open-tasks">
        <h2 id="open-tasks">Tus tareas</h2>
        {tasks.status === 'loading' ? <Loading label="Cargando tus tareas…" /> : null}
        {tasks.status === 'error' ? <Failure error={tasks.error} onRetry={reload} /> : null}
        {tasks.status === 'ready' && open.length === 0 ? (
          <p className="card muted">
            {session.rider.onShift
              ? 'Sin tareas por ahora. Te avisamos con sonido y vibración cuando llegue una.'
              : 'Empieza tu turno para recibir tareas.'}
          </p>
        ) : null}
        {open.map((task) => (
          <TaskCard key={task.id} task={task} />
        ))}
      </section>
      {done.length > 0 ? (
        <section className="stack" aria-labelledby="done-tasks">
          <h2 id="done-tasks">Terminadas hoy</h2>
          {done.map((task) => (
            <TaskCard key={task.id} task={task} />
          ))}
        </section>
      ) : null}
    </main>
  );
};

export default TasksScreen;
