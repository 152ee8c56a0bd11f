/** The domain services behind the BFF. Each runs in its own process in distributed mode. */
export const SERVICE_NAMES = ['users', 'content', 'apprenticeship', 'scheduling', 'search', 'notifications'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Every process the launcher can start: the BFF and the domain services. */
export const PROCESS_NAMES = ['bff', ...SERVICE_NAMES] as const;
export type ProcessName = (typeof PROCESS_NAMES)[number];

export const isProcessName = (value: string): value is ProcessName => (PROCESS_NAMES as readonly string[]).includes(value);
