// Worker threads on Node 20 ignore `--import tsx` in execArgv (nodejs/node#47747): register tsx here, then load it.
import { register } from 'tsx/esm/api';

register();
await import('./load.ts');
