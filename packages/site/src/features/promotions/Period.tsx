import { formatTime } from '../../common/panel/Money.tsx';

/** An activity's period: start – end, or "from start" when it has no end. */
export function Period({ start, end, openEnded }: { start: number; end?: number | null; openEnded: string }) {
  return (
    <span>{end ? `${formatTime(start)} – ${formatTime(end)}` : `${openEnded} ${formatTime(start)}`}</span>
  );
}
