import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { useReducedMotion } from '../ui/use-reduced-motion';
import { themeFor } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeFor({ reducedMotion }), [reducedMotion]);
  return (
    <ConfigProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
