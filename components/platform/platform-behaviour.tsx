'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';

import { startNavigationController, type NavigationController } from './navigation-controller';

function Behaviour() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const controller = useRef<NavigationController>(null);

  useEffect(() => {
    const started = startNavigationController({
      navigate: (href) => router.push(href, { scroll: false }),
      prefetch: (page) => router.prefetch(page),
    });
    controller.current = started;
    return () => {
      started.stop();
      controller.current = null;
    };
  }, [router]);

  // Runs after the new page has committed: the moment the spec's scroll delays count from.
  useEffect(() => {
    controller.current?.pageShown(search ? `${pathname}?${search}` : pathname);
  }, [pathname, search]);

  return null;
}

/** The platform's client behaviour (see navigation-controller.ts). Mount once; renders nothing. */
export function PlatformBehaviour() {
  // useSearchParams needs a boundary on statically generated pages; nothing here is visible anyway.
  return (
    <Suspense fallback={null}>
      <Behaviour />
    </Suspense>
  );
}
