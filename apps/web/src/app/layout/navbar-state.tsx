import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** Navbar of seed section 3: open (shown on a phone) and expanded (labels shown on a wide screen). */
type NavbarState = { open: boolean; expanded: boolean; setOpen: (open: boolean) => void; toggleExpanded: () => void };

const NavbarContext = createContext<NavbarState | null>(null);

export const NavbarProvider = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  // Labels from the start on every screen, a counter tablet included: a touch screen has no hover to
  // reveal what an icon means. Someone who wants the room can still fold the navbar to icons.
  const [expanded, setExpanded] = useState(true);
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
