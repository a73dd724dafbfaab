import type { DeclineReason, RiderTask } from '@backoffice/shared/rider-app';
import { useState } from 'react';
import { declineLabels } from '../lib/labels.ts';
import { useRiderData } from '../live/rider-data.tsx';
import { Countdown } from './countdown.tsx';

/** An offered task: accept, or decline with a reason, before the countdown ends (then it goes back). */
export const OfferCard = ({ task }: { task: RiderTask }) => {
  const { takeAction } = useRiderData();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineReason>('busy');
  return (
    <section className="card offer stack" aria-label="Nueva tarea">
      <h2>Nueva tarea para ti</h2>
      {task.acceptBy ? <Countdown until={task.acceptBy} large /> : null}
      <button type="button" className="button go block" onClick={() => takeAction(task, 'accept')}>
        Aceptar
      </button>
      {declining ? (
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field">¿Por qué la rechazas?</legend>
          {(Object.keys(declineLabels) as DeclineReason[]).map((value) => (
            <label key={value} className="button" style={{ justifyContent: 'flex-start' }}>
              <input
                type="radio"
                name="decline-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {declineLabels[value]}
            </label>
          ))}
          <button type="button" className="button danger block" onClick={() => takeAction(task, 'decline', { reason })}>
            Rechazar tarea
          </button>
          <button type="button" className="button" onClick={() => setDeclining(false)}>
            Volver
          </button>
        </fieldset>
      ) : (
        <button type="button" className="button danger" onClick={() => setDeclining(true)}>
          Rechazar
        </button>
      )}
    </section>
  );
};
