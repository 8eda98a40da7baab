import { Box, Center } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { usePageTitle } from '../../ui/use-page-title.ts';
import classes from './auth-layout.module.css';

/** Spec: the login shell has a background slideshow with a very long duration and no transition. */
const SLIDE_MS = 60_000;
const SLIDES = [classes.slideA, classes.slideB, classes.slideC];

export function AuthLayout({ children }: { children: ReactNode }) {
  usePageTitle('Sign in');
  const [slide, setSlide] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSlide((s) => (s + 1) % SLIDES.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box className={`${classes.shell} ${SLIDES[slide] ?? ''}`}>
      <Center component="main" mih="100dvh" p="md">
        {children}
      </Center>
    </Box>
  );
}
