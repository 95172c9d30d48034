// React 18+ has useSyncExternalStore built in; react-i18next still imports the shim for React 17.
export { useSyncExternalStore } from 'react';
