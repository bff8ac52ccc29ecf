// Tells the bus something is loading for as long as it is mounted, which drives the top loading bar.
import { getEventBus } from '@rahi/shared-contracts';
import { type ReactNode, useEffect } from 'react';

export function LoadingSignal({ id, children }: { id: string; children?: ReactNode }) {
  useEffect(() => {
    const bus = getEventBus();
    const key = `${id}#${Math.random().toString(36).slice(2)}`;
    bus.emit({ type: 'loading/start', payload: { key } });
    return () => bus.emit({ type: 'loading/stop', payload: { key } });
  }, [id]);
  return <>{children}</>;
}
