import { type Ref, useEffect, useRef, useState } from 'react';
import { frameBox, scaledFrame } from './BrandStudio.css.ts';

interface ScaledFrameProps {
  title: string;
  src: string;
  /** The viewport the page is laid out in, in CSS px; the frame is scaled down to its box. */
  width: number;
  height: number;
  frameRef: Ref<HTMLIFrameElement>;
  onLoad: () => void;
}

/** A page in a frame of a device's size, scaled to the width it is given. */
export function ScaledFrame({ title, src, width, height, frameRef, onLoad }: ScaledFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScale(Math.min(1, element.clientWidth / width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div ref={box} className={frameBox} style={{ height: Math.ceil(height * scale) }}>
      <iframe
        ref={frameRef}
        className={scaledFrame}
        title={title}
        src={src}
        width={width}
        height={height}
        style={{ transform: `scale(${scale})` }}
        onLoad={onLoad}
      />
    </div>
  );
}
