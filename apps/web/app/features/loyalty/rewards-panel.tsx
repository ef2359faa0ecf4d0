import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EGP_PER_POINT, type LoyaltyLogin } from '@shop/contract/loyalty';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { formatDateTime } from '#web/i18n/dates.ts';
import { isolate, useLanguage, useLocalPath, useT } from '#web/i18n/i18n.tsx';

/** The built-in rewards panel, shown when no vendor widget is set: the balance, how points are earned, and every change. */
export function RewardsPanel({ rewards, onClose }: { rewards: LoyaltyLogin; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
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
          {t('rewards.title')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <p className="rewards-panel__balance">
        <span className="rewards-panel__points">{rewards.balance.toLocaleString('en')}</span>{' '}
        {t('rewards.points', { points: rewards.balance })}
      </p>
      <p className="rewards-panel__lead">
        {t('rewards.lead', { egp: EGP_PER_POINT, member: isolate(rewards.player_id, language) })}
      </p>
      {rewards.entries.length === 0 ? (
        <p className="rewards-panel__empty">
          {t('rewards.empty')} <Link to={local('/')}>{t('rewards.browse')}</Link>
        </p>
      ) : (
        <ul className="rewards-panel__entries" aria-label={t('rewards.history')}>
          {rewards.entries.map((entry) => (
            <li key={entry.id} className="rewards-entry">
              <span className="rewards-entry__note">
                {entry.note}
                <time className="rewards-entry__time" dateTime={entry.created_at}>
                  {formatDateTime(entry.created_at, language)}
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
