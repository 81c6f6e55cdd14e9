import { useEffect, useRef } from 'react';

interface StepHeadingProps {
  children: string;
  /** Move focus here on arrival: the control that led here has gone from the page. */
  focusOnMount: boolean;
}

/** A step's heading; focus lands on it when the person moves between steps. */
export function StepHeading({ children, focusOnMount }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
      {children}
    </h2>
  );
}
