import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** Navbar of seed section 3: open (shown on a phone) and expanded (labels shown on a wide screen). */
type NavbarState = { open: boolean; expanded: boolean; setOpen: (open: boolean) => void; toggleExpanded: () => void };

const NavbarContext = createContext<NavbarState | null>(null);

/** Below this width (a tablet at the counter) the navbar starts as an icon rail, leaving room for the screen. */
const LABELS_FROM_PX = 1024;
const wideScreen = () => typeof window === 'undefined' || window.innerWidth >= LABELS_FROM_PX;

export const NavbarProvider = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(wideScreen);
  const value = useMemo(
    () => ({ open, expanded, setOpen, toggleExpanded: () => setExpanded((value) => !value) }),
    [open, expanded],
  );
  return <NavbarContext.Provider value={value}>{children}</NavbarContext.Provider>;
};

export const useNavbar = () => {
  const context = useContext(NavbarContext);
  if (!context) throw new Error('useNavbar outside NavbarProvider');
  return context;
};
