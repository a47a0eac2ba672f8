export { useLiveEvents } from './useLiveEvents';
