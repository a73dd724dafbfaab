import type { RiderTask } from '@backoffice/shared/rider-app';
import { DeliverForm } from '../components/deliver-form.tsx';
import { OfferCard } from '../components/offer-card.tsx';
import { PlaceCard } from '../components/place-card.tsx';
import { Failure, Loading } from '../components/states.tsx';
import { SyncStatus } from '../components/sync-status.tsx';
import { formatMoney, formatTime } from '../lib/format.ts';
import { actionLabels, failLabels } from '../lib/labels.ts';
import { paths } from '../lib/router.ts';
import { nextStep, stepLabels } from '../lib/task-steps.ts';
import { useRiderData } from '../live/rider-data.tsx';

/** The steps with their times, as taken (a step waiting in the queue shows the phone's time). */
const Timeline = ({ task }: { task: RiderTask }) => {
  const rows: [string, string | null][] = [
    ['Aceptada', task.acceptedAt],
    [actionLabels.arrived, task.arrivedAt],
    [actionLabels.picked_up, task.pickedUpAt],
    task.failedAt
      ? [`No entregada${task.failReason ? ` (${failLabels[task.failReason]})` : ''}`, task.failedAt]
      : [actionLabels.delivered, task.deliveredAt],
  ];
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Pasos</h2>
      <ul className="timeline">
        {rows.map(([label, at]) => (
          <li key={label} style={{ display: 'contents' }}>
            <span className={at ? 'done' : 'muted'}>{label}</span>
            <span className={at ? 'done' : 'muted'}>{at ? formatTime(at) : '—'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};

const TaskScreen = ({ id }: { id: string }) => {
  const { tasks, shownTasks, takeAction, reload } = useRiderData();
  const task = shownTasks.find((item) => item.id === id);
  const next = task ? nextStep(task) : null;

  return (
    <main className="screen">
      <a href={paths.tasks}>← Tus tareas</a>
      <SyncStatus />
      {tasks.status === 'loading' ? <Loading /> : null}
      {tasks.status === 'error' ? <Failure error={tasks.error} onRetry={reload} /> : null}
      {tasks.status === 'ready' && !task ? (
        <div className="card stack" role="alert">
          <h1>No encontramos esta tarea</h1>
          <p>Puede que te la hayan quitado o que sea de otro día.</p>
        </div>
      ) : null}
      {task ? (
        <>
          <header className="stack" style={{ gap: 4 }}>
            <h1>
              #{task.number} · {task.companyName ?? task.pickup.name ?? 'Mandado'}
            </h1>
            <span className="badge" data-testid="task-step">
              {stepLabels[task.step]}
            </span>
          </header>
          {task.step === 'offered' ? <OfferCard task={task} /> : null}
          {task.amountToCollect > 0 ? (
            <section className="card" aria-label="Cobro en efectivo">
              <p className="money">Cobrar {formatMoney(task.amountToCollect)} en efectivo</p>
              {task.changeToCarry > 0 ? <p>Lleva {formatMoney(task.changeToCarry)} de cambio.</p> : null}
            </section>
          ) : null}
          <PlaceCard title="Recoger en" place={task.pickup} phone={task.pickup.phone} callLabel="Llamar al comercio" />
          <PlaceCard
            title="Entregar en"
            place={task.dropoff}
            person={task.customer?.name ?? null}
            phone={task.customer?.phone ?? task.dropoff.phone}
            callLabel="Llamar al cliente"
          />
          {task.notes ? (
            <section className="card">
              <h2>Notas</h2>
              <p>{task.notes}</p>
            </section>
          ) : null}
          {next === 'arrived' || next === 'picked_up' ? (
            <button type="button" className="button primary block" onClick={() => takeAction(task, next)}>
              {actionLabels[next]}
            </button>
          ) : null}
          {next === 'delivered' ? <DeliverForm key={task.id} task={task} /> : null}
          {task.step !== 'offered' ? <Timeline task={task} /> : null}
        </>
      ) : null}
    </main>
  );
};

export default TaskScreen;
