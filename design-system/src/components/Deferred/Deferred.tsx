import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { replayKey } from './replay-key.js';

/** Whether the overlay is open: Deferred holds it, so it can open the widget it just loaded. */
export interface DeferredOpenState {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** Loads the real widget; declared once at module level, so each widget loads once per page. */
export type DeferredLoader<P extends object> = () => Promise<ComponentType<P & DeferredOpenState>>;

export interface DeferredProps<P extends object> {
  /** The widget (a menu, popover or select with its overlay) in a chunk of its own. */
  load: DeferredLoader<P>;
  /** The widget's props but its open state. */
  props: P;
  /**
   * Looks exactly like the widget's closed trigger (usually the same Button), shown until the user
   * first hovers, focuses or presses it.
   */
  standIn: ReactNode;
}

type Widget<P extends object> = ComponentType<P & DeferredOpenState>;
const loaded = new WeakMap<object, Widget<never>>();
const loading = new WeakMap<object, Promise<Widget<never>>>();

function loadOnce<P extends object>(load: DeferredLoader<P>): Promise<Widget<P>> {
  let promise = loading.get(load) as Promise<Widget<P>> | undefined;
  if (!promise) {
    promise = load().then((widget) => {
      loaded.set(load, widget as Widget<never>);
      return widget;
    });
    loading.set(load, promise as Promise<Widget<never>>);
  }
  return promise;
}

/** What the user did to the stand-in that the widget must answer once it is there. */
interface Pending {
  focused: boolean;
  pressed: boolean;
  key?: string;
}

/** The keys that open a menu, popover or select from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * An overlay that is not open at first paint, kept out of the first load: its stand-in shows the
 * closed trigger, and the first hover, focus or press loads the real widget, which takes the
 * stand-in's place. Focus moves to the new trigger if the stand-in had it; a press that came
 * first opens the widget, and an opening key is replayed on its trigger, so the widget opens as
 * it would have, the first item focused for a key (docs/architecture/plugins.md, the landing).
 */
export function Deferred<P extends object>({ load, props, standIn }: DeferredProps<P>) {
  const [Loaded, setLoaded] = useState(() => loaded.get(load) as Widget<P> | undefined);
  const [isOpen, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const pending = useRef<Pending>({ focused: false, pressed: false });
  const ready = useRef<Widget<P> | undefined>(undefined);
  const pressing = useRef(false);

  useLayoutEffect(() => {
    const trigger = box.current?.querySelector<HTMLElement>('button');
    const { focused, pressed, key } = pending.current;
    pending.current = { focused: false, pressed: false };
    if (!Loaded || !trigger) return;
    if (focused || pressed || key) trigger.focus();
    if (pressed) setOpen(true);
    if (!key) return;
    // A task later: a select opens only once its collection is built, after this first commit.
    const replay = setTimeout(() => replayKey(trigger, key));
    return () => clearTimeout(replay);
  }, [Loaded]);

  if (Loaded) {
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Loaded {...props} isOpen={isOpen} onOpenChange={setOpen} />
      </span>
    );
  }
  // Swapped in once loaded, but never in the middle of a press: the press would end on the new
  // trigger, which did not see it begin. A press opens the widget when it ends, as a click.
  const swap = () => {
    if (ready.current && !pressing.current) setLoaded(() => ready.current);
  };
  const preload = () =>
    loadOnce(load).then((widget) => {
      ready.current = widget;
    });
  const wake = () => void preload().then(swap);
  const endPress = () =>
    setTimeout(() => {
      pressing.current = false;
      swap();
    });
  return (
    <span
      ref={box}
      style={{ display: 'contents' }}
      // Hovering only loads: the stand-in stays, so a press that follows lands where it began.
      onPointerEnter={() => void preload()}
      onFocus={() => {
        pending.current.focused = true;
        wake();
      }}
      // Focus gone elsewhere (a removed stand-in's blur has no related target: it keeps focus).
      onBlur={(event) => {
        if (event.relatedTarget) pending.current.focused = false;
      }}
      // Capture: the stand-in's own press handling stops these from bubbling.
      onPointerDownCapture={(event) => {
        if (event.button !== 0) return;
        pressing.current = true;
        pending.current.focused = true;
        window.addEventListener('pointerup', endPress, { once: true, capture: true });
        wake();
      }}
      onClickCapture={() => {
        if (pending.current.key) return;
        pressing.current = false;
        pending.current = { focused: true, pressed: true };
        swap();
        wake();
      }}
      onKeyDownCapture={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        event.stopPropagation();
        pending.current = { focused: true, pressed: false, key: event.key };
        wake();
      }}
    >
      {standIn}
    </span>
  );
}
