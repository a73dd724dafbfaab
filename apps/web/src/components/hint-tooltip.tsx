import type { TooltipProps } from '@mantine/core';
import { type ComponentType, type ReactElement, useLayoutEffect, useRef, useState } from 'react';

// Mantine's tooltip needs the floating-position library, which no screen needs for its first paint. It is
// downloaded when a pointer or the focus first reaches an element with a hint; without a connection the element
// simply stays without one.
let LoadedTooltip: ComponentType<TooltipProps> | null = null;
let loading: Promise<void> | null = null;
const loadTooltip = () => {
  loading ??= import('./tooltip.tsx').then(
    (module) => {
      LoadedTooltip = module.default;
    },
    () => {
      loading = null;
    },
  );
  return loading;
};

type Props = { label: string; position?: TooltipProps['position']; children: ReactElement };

/**
 * A label shown on hover or focus, for an element whose visible form is an icon. Until the tooltip's code is here
 * the element renders alone; then it is rendered anew inside the tooltip, never in the middle of a press (the press
 * would lose its click), and a keyboard focus moves to the new element.
 */
export const HintTooltip = ({ label, position, children }: Props) => {
  const [withTooltip, setWithTooltip] = useState(() => LoadedTooltip !== null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pressing = useRef(false);
  const focusInside = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  const attach = () => {
    if (withTooltip) return;
    void loadTooltip().then(() => {
      if (LoadedTooltip && !pressing.current) setWithTooltip(true);
    });
  };

  useLayoutEffect(() => {
    if (withTooltip && focusInside.current && !wrapper.current?.contains(document.activeElement)) {
      wrapper.current?.querySelector<HTMLElement>('a[href], button, [tabindex]')?.focus();
    }
  }, [withTooltip]);

  const Tooltip = withTooltip ? LoadedTooltip : null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only watches pointer and focus on the element it holds (display: contents), which stays the interactive one
    <span
      ref={wrapper}
      style={{ display: 'contents' }}
      onPointerEnter={() => {
        setHovered(true);
        attach();
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        focusInside.current = true;
        setFocused(true);
        attach();
      }}
      onBlur={() => {
        focusInside.current = false;
        setFocused(false);
      }}
      onPointerDown={() => {
        pressing.current = true;
      }}
      onPointerUp={() => {
        // After the click that this release makes.
        setTimeout(() => {
          pressing.current = false;
          attach();
        });
      }}
      onPointerCancel={() => {
        pressing.current = false;
      }}
    >
      {Tooltip ? (
        <Tooltip label={label} position={position} opened={hovered || focused}>
          {children}
        </Tooltip>
      ) : (
        children
      )}
    </span>
  );
};
