import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { inlineTooltip, inlineTrigger } from './InlineTooltip.css.js';
import { placeTip, type TipPlacement } from './place-tip.js';
import { disabledTrigger } from './Tooltip.css.js';
import { tooltipDelay } from './tooltip-delay.js';

export interface InlineTooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The control it describes: one element that takes `aria-describedby`, usually a Button. */
  children: ReactElement;
  /** Which side of the control it shows on, if there is room. */
  placement?: TipPlacement;
  /** Hover delay in milliseconds; keyboard focus shows the tooltip at once. */
  delay?: number;
}

/** A tip shown within this long after another closed shows at once, as react-aria's do. */
const WARM_MS = 500;
let lastClosedAt = -Infinity;

/**
 * The Tooltip for controls on every page's first load: shown on hover after a delay and on
 * keyboard focus at once, hidden on Escape, leave and blur, describing its control while shown,
 * and explaining a disabled control through a focusable stand-in, as Tooltip does; but placed by
 * placeTip instead of react-aria's overlay positioning, which kept about 4 KB gzipped in the
 * editor's first load (docs/architecture/plugins.md, the landing). Its wrapper and the control
 * never change when it opens, so focus and hover stay where they are.
 */
export function InlineTooltip({
  content,
  children,
  placement = 'top',
  delay = tooltipDelay,
}: InlineTooltipProps) {
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A focus that follows a pointer press is not keyboard focus: it shows no tip.
  const pointerDown = useRef(false);
  const [isOpen, setOpen] = useState(false);

  const open = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpen((shown) => {
      if (shown) lastClosedAt = performance.now();
      return false;
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useLayoutEffect(() => {
    if (isOpen && tip.current && wrapper.current) {
      placeTip(tip.current, wrapper.current.getBoundingClientRect(), placement);
    }
  }, [isOpen, placement]);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // Fixed to the viewport, the tip would stay behind while its control scrolls away.
    const onScroll = () => close();
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [isOpen]);

  const describedBy = isOpen ? id : undefined;
  // A disabled control takes neither hover nor focus: a focusable stand-in takes both for it.
  const trigger =
    isValidElement<{ isDisabled?: boolean }>(children) && children.props.isDisabled ? (
      <span
        role="button"
        aria-disabled="true"
        tabIndex={0}
        className={disabledTrigger}
        aria-describedby={describedBy}
      >
        {children}
      </span>
    ) : (
      cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, {
        'aria-describedby': describedBy,
      })
    );
  return (
    <span
      ref={wrapper}
      className={inlineTrigger}
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        clearTimeout(timer.current);
        if (performance.now() - lastClosedAt < WARM_MS) open();
        else timer.current = setTimeout(open, delay);
      }}
      onPointerLeave={close}
      // Capture: react-aria's press focuses the control inside its own pointerdown handler.
      onPointerDownCapture={() => {
        pointerDown.current = true;
        // The focus a press gives comes in the same task (pointerdown, then mousedown).
        setTimeout(() => (pointerDown.current = false));
        close();
      }}
      onFocus={() => {
        if (!pointerDown.current) open();
      }}
      onBlur={close}
    >
      {trigger}
      {isOpen && (
        <span ref={tip} id={id} role="tooltip" className={inlineTooltip}>
          {content}
        </span>
      )}
    </span>
  );
}
