import type { RiderTask } from '@backoffice/shared/rider-app';
import { formatMoney, formatTime } from '../lib/format.ts';
import { paths } from '../lib/router.ts';
import { stepLabels } from '../lib/task-steps.ts';
import { Countdown } from './countdown.tsx';

/** One task in the list: a link to its screen with what the rider needs at a glance. */
export const TaskCard = ({ task }: { task: RiderTask }) => {
  const offered = task.step === 'offered';
  return (
    <a className="task-link" href={paths.task(task.id)} data-testid={`task-${task.number}`}>
      <article className={`card stack${offered ? ' offer' : ''}`}>
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <h2>
            #{task.number} · {task.companyName ?? task.pickup.name ?? 'Mandado'}
          </h2>
          <span className="badge">{stepLabels[task.step]}</span>
        </div>
        <p>
          <span className="muted">Recoger:</span> {task.pickup.address}
        </p>
        <p>
          <span className="muted">Entregar:</span> {task.dropoff.address}
        </p>
        {task.amountToCollect > 0 ? <p className="money">Cobrar {formatMoney(task.amountToCollect)}</p> : null}
        {offered && task.acceptBy ? <Countdown until={task.acceptBy} /> : null}
        {task.deliveredAt ? <p className="muted">Entregada a las {formatTime(task.deliveredAt)}</p> : null}
      </article>
    </a>
  );
};
