// The load generator's process (forked without the bench's flags): register tsx here, then load it.
import { register } from 'tsx/esm/api';

register();
await import('./load.ts');
