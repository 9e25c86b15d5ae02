/** The methods by which a request may change something: refused cross-origin, audited, and so on. */
const CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const mayChange = (method: string): boolean => CHANGING_METHODS.has(method);
