import { useNavigation } from 'react-router';

/** A thin bar from navigation start until it ends, is cancelled or fails. */
export function LoadingBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label="Loading">
      <div className="loading-bar__fill" />
    </div>
  );
}
