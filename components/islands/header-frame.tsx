'use client';
// Client because the header turns solid once the page is scrolled past 40 px (spec section 4).
import { useEffect, useState, type ReactNode } from 'react';

export const SOLID_AFTER_PX = 40;

export function HeaderFrame({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <header
      data-scrolled={scrolled}
      className="absolute inset-x-0 top-0 z-40 border-b border-transparent bg-transparent transition-colors duration-300 data-[scrolled=true]:border-line data-[scrolled=true]:bg-surface"
    >
      {children}
    </header>
  );
}
