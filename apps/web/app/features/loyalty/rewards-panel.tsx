import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EGP_PER_POINT, type LoyaltyLogin } from '@shop/contract/loyalty';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { formatWhen } from '#web/features/orders/order-details.tsx';

/** The built-in rewards panel, shown when no vendor widget is set: the balance, how points are earned, and every change. */
export function RewardsPanel({ rewards, onClose }: { rewards: LoyaltyLogin; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const close = () => {
    ref.current?.close();
    onClose();
  };
  return (
    <dialog
      ref={ref}
      className="rewards-panel"
      aria-labelledby="rewards-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="rewards-panel__head">
        <h2 id="rewards-title" className="rewards-panel__title">
          Your rewards
        </h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <p className="rewards-panel__balance">
        <span className="rewards-panel__points">{rewards.balance.toLocaleString('en')}</span> points
      </p>
      <p className="rewards-panel__lead">
        You earn 1 point for every {EGP_PER_POINT} EGP of an order once it is delivered. Member{' '}
        {rewards.player_id}.
      </p>
      {rewards.entries.length === 0 ? (
        <p className="rewards-panel__empty">
          No points yet. Your next delivered order starts your balance. <Link to="/">Browse the shop</Link>
        </p>
      ) : (
        <ul className="rewards-panel__entries" aria-label="Points history">
          {rewards.entries.map((entry) => (
            <li key={entry.id} className="rewards-entry">
              <span className="rewards-entry__note">
                {entry.note}
                <time className="rewards-entry__time" dateTime={entry.created_at}>
                  {formatWhen(entry.created_at)}
                </time>
              </span>
              <span className={`rewards-entry__points${entry.points < 0 ? ' is-negative' : ''}`}>
                {entry.points > 0 ? '+' : ''}
                {entry.points}
              </span>
            </li>
          ))}
        </ul>
      )}
    </dialog>
  );
}
